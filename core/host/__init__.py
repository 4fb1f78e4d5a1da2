"""The host bridge (SPEC §9): the protocol and grants, the socket server (a plain-Python thread), and the light client behind `scriptdeck host`."""
