"""The host bridge (SPEC §9): the protocol and grants, the QLocalServer, and the light client behind `scriptdeck host`."""
