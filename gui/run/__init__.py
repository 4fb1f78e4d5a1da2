"""Running a tool from the window: run panel, run tabs, full output, agent activity."""
