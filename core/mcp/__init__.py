"""Serving the deck over the Model Context Protocol (SPEC §16): ``scriptdeck mcp``.

``tools`` maps registry tools and run results to MCP shapes (pure), ``watch`` tells the server when a layer
changed (watchdog, no Qt), ``clients`` writes the configuration snippets agents need and merges ScriptDeck into
Claude Desktop's config, and ``server`` runs the SDK's stdio server beside the Qt event loop that runs the
tools through ``RunService`` — the same run contract as ``tool-call`` and the window.
"""
