"""The tool list's columns: Name takes the room the others leave, the short columns fit their contents.

The short columns are measured when the tools, the language or a badge change, never per keystroke
(ResizeToContents re-measured them on every filter change: 9,000 model calls each time)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QHeaderView, QStyle, QTreeView
from scriptdeck.gui.deck.tool_model import GROUP_ROLE, NAME

SHORT_COLUMNS = (2, 3, 4, 5, 6)  # layer, timeout, lint, tests, tokens: sized to their contents
NAME_MIN_WIDTH = 120  # the Name column never gets narrower than this (names stay readable, elided)
ID_WIDTH, ID_MIN_WIDTH = 120, 64  # the Id column's usual width, and how far it gives way in a narrow list


class ColumnFitter(QObject):
    def __init__(self, tree: QTreeView) -> None:
        super().__init__(tree)
        self.tree = tree
        header = tree.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(36)
        # Name takes the room that is left and can still be dragged by hand; Id is interactive
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, ID_WIDTH)
        for column in SHORT_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(100)  # widths from the first rows: quick with thousands of tools
        self._fitting = False
        self.short_timer = QTimer(self, singleShot=True, interval=100, timerType=Qt.TimerType.CoarseTimer)
        self.short_timer.timeout.connect(self.fit_short_columns)
        #: the Name column's content width, measured once per change of the rows shown (a keystroke resizes the
        #: viewport as scroll bars come and go, and each refit measured up to 100 rows again)
        self._name_hint: int | None = None
        header.sectionResized.connect(self._section_resized)
        tree.viewport().installEventFilter(self)
        self.fit_timer = QTimer(self, singleShot=True, interval=0, timerType=Qt.TimerType.CoarseTimer)  # refit once after rows change
        self.fit_timer.timeout.connect(self.fit_name_column)
        self.span_timer = QTimer(self, singleShot=True, interval=0, timerType=Qt.TimerType.CoarseTimer)
        self.span_timer.timeout.connect(self.span_group_rows)

    def follow(self) -> None:
        """Connect to the tree's models (call once the proxy and its source are set)."""
        proxy = self.tree.model()
        source = proxy.sourceModel()  # type: ignore[attr-defined]
        for signal in (source.dataChanged, source.rowsInserted, source.rowsRemoved, source.modelReset):
            signal.connect(lambda *_: self.short_timer.start())
        self.tree.expanded.connect(lambda _: self.fit_timer.start())
        proxy.rowsInserted.connect(lambda *_: self.fit_timer.start())
        for signal in (proxy.modelReset, proxy.rowsInserted, proxy.rowsRemoved, proxy.layoutChanged,
                       self.tree.expanded, self.tree.collapsed):
            signal.connect(self._forget_name_hint)
        proxy.dataChanged.connect(self._names_changed)
        for signal in (proxy.modelReset, proxy.rowsInserted, proxy.layoutChanged):
            signal.connect(lambda *_: self.span_timer.start())
        self.span_timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and watched is self.tree.viewport():
            self.fit_name_column()
        return False

    @Slot()
    def fit_short_columns(self) -> None:
        """Each short column as wide as its contents and its title. Qt's own measure reserves room for the sort
        arrow in every column once any shows it (about 18 px each: at 900 px wide that cut the names to a word)."""
        header = self.tree.header()
        model = self.tree.model()
        style = header.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
        sorted_by = header.sortIndicatorSection() if header.isSortIndicatorShown() else -1
        for column in SHORT_COLUMNS:
            if header.isSectionHidden(column):
                continue
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            wanted = header.fontMetrics().horizontalAdvance(title) + 2 * margin + 4
            if column == sorted_by:
                wanted += arrow + margin
            header.resizeSection(column, max(self.tree.sizeHintForColumn(column), wanted))

    @Slot()
    def fit_name_column(self) -> None:
        """Name fills the width the other columns leave (like Stretch, but it can still be dragged)."""
        header = self.tree.header()
        width = self.tree.viewport().width()
        short = sum(header.sectionSize(c) for c in range(2, header.count()) if not header.isSectionHidden(c))
        self._fitting = True
        try:
            # a narrow list gives up Id width (down to ID_MIN_WIDTH) before names are cut
            if self._name_hint is None:
                self._name_hint = self.tree.sizeHintForColumn(0)
            wanted = max(NAME_MIN_WIDTH, min(self._name_hint, width - short - ID_MIN_WIDTH))
            id_width = max(ID_MIN_WIDTH, min(ID_WIDTH, width - short - wanted))
            header.resizeSection(1, id_width)
            header.resizeSection(0, max(NAME_MIN_WIDTH, width - short - id_width))
        finally:
            self._fitting = False

    @Slot()
    def span_group_rows(self) -> None:
        """A group row has only its name: it runs across the row, so "utilities (1)" is not cut in a narrow list."""
        proxy = self.tree.model()
        root = self.tree.rootIndex()
        for row in range(proxy.rowCount(root)):  # groups are top-level rows: a few, even with thousands of tools
            group = proxy.index(row, NAME, root).data(GROUP_ROLE) is not None
            self.tree.setFirstColumnSpanned(row, root, group)

    def _forget_name_hint(self, *_args: object) -> None:
        self._name_hint = None

    def _names_changed(self, first: QModelIndex, *_args: object) -> None:
        if first.column() <= NAME:
            self._name_hint = None

    def _section_resized(self, column: int, _old: int, new: int) -> None:
        if self._fitting:
            return
        if column == 0 and new < NAME_MIN_WIDTH:
            self.tree.header().resizeSection(0, NAME_MIN_WIDTH)
        elif column != 0:
            self.fit_name_column()
