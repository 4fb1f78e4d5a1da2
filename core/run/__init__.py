"""Running a tool (SPEC §8, §17): the pure run plan, the QProcess runner, the shared run service, history and presets."""
