"""ScriptDeck (脚本工具台): a desktop manager for the script tools that AI agents call.

The repository keeps its folders (``core/``, ``gui/``, ``resources/``, ``translations/``); they install as
``scriptdeck.core``, ``scriptdeck.gui``, ``scriptdeck.resources`` and ``scriptdeck.translations`` so nothing
generic lands at the top of site-packages. The version lives here and nowhere else.
"""

__version__ = "0.4.0"
