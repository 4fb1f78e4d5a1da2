"""The tool list: its model, finding and filtering, registering and creating tools."""
