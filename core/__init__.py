"""ScriptDeck's Qt-free core: the script-tool contract and everything that needs no window.

Only ``runner`` and ``host_server`` import QtCore; nothing here imports QtWidgets, QtGui or ``gui``.
"""


