"""One tool looked at closely: details, index.json overrides, the header editor."""
