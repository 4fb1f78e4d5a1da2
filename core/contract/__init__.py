"""The contract's pure vocabulary (SPEC §4, §8, §10): ids and names, stubs, schemas, run forms, errors, translations."""
