// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_list_pane.h"
#include "accessible_names.h"

#include "items/conversation_list_model.h"
#include "row_table.h"
#include "transcript/display_time.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

using SortKey = ConversationFilterProxyModel::SortKey;

ConversationListPane::ConversationListPane(QWidget *parent)
    : QWidget(parent)
    , m_files(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_more(new QToolButton(this))
    , m_view(new QTableView(this))
    , m_model(new ConversationListModel(this))
    , m_proxy(new ConversationFilterProxyModel(this))
{
    setObjectName(u"conversationListPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_files->setObjectName(u"fileChooser"_s);
    m_files->hide();
    m_filter->setObjectName(u"conversationFilter"_s);
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    m_more->setObjectName(u"moreConversationFilters"_s);
    m_more->setCheckable(true);
    m_more->setAutoRaise(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setArrowType(Qt::RightArrow);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_more);
    m_moreRow = createMoreFilters();
    m_moreRow->hide();
    layout->addWidget(m_files);
    layout->addLayout(filterRow);
    layout->addWidget(m_moreRow);
    layout->addWidget(m_view, 1);

    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(u"conversationList"_s);
    m_view->setModel(m_proxy);
    RowTable::setUp(m_view);
    // Sorting goes through the proxy's keys (also id and file order, from the header's menu).
    m_view->setSortingEnabled(false);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionsClickable(true);
    header->setSortIndicatorShown(true);
    header->setSortIndicator(-1, Qt::AscendingOrder); // document order until the user sorts
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    // Two selected (Ctrl+click) can be compared side by side.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_compare = new QAction(this);
    m_compare->setObjectName(u"compareSelectedAction"_s);
    m_compare->setEnabled(false);
    connect(
        m_view, &QWidget::customContextMenuRequested, this, &ConversationListPane::showListMenu);
    // Ids differ at their ends; a part's name at its start ("Part 12 · events 11,000–11,999").
    m_view->setTextElideMode(Qt::ElideMiddle);
    auto elideParts = [this] {
        const QVariant part = m_model->index(0, 0).data(ConversationListModel::PartRole);
        const bool parts = part.isValid() && part.toInt() >= 0;
        m_view->setTextElideMode(parts ? Qt::ElideRight : Qt::ElideMiddle);
        // Every part has the session's agent: its width goes to the part names, so that they
        // can be told apart at the default width ("Part 12 · events 11,0…").
        m_view->setColumnHidden(ConversationListModel::AgentColumn, parts);
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, elideParts);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, elideParts);
    header->setStretchLastSection(false);
    // Not ResizeToContents: that measures every row again on each change, and summaries of
    // 50,000 conversations arrive in many batches. Widths come from sample values instead.
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(ConversationListModel::TitleColumn, QHeaderView::Stretch);

    connect(header, &QHeaderView::sortIndicatorChanged, m_proxy,
        [this](int column, Qt::SortOrder order) { m_proxy->sort(column, order); });
    connect(header, &QHeaderView::customContextMenuRequested, this,
        &ConversationListPane::showHeaderMenu);
    // Typing filters 50,000 rows: wait for a pause.
    auto *typing = new QTimer(this);
    typing->setSingleShot(true);
    typing->setInterval(120);
    connect(m_filter, &QLineEdit::textChanged, typing, qOverload<>(&QTimer::start));
    connect(typing, &QTimer::timeout, this, [this] { m_proxy->setText(m_filter->text()); });
    connect(m_filter, &QLineEdit::returnPressed, this, [this, typing] {
        typing->stop();
        m_proxy->setText(m_filter->text());
    });
    connect(m_more, &QToolButton::toggled, this, &ConversationListPane::setMoreFiltersVisible);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] {
        if (m_view->currentIndex().isValid())
            m_view->scrollTo(m_view->currentIndex());
    });
    connect(m_files, &QComboBox::activated, this, &ConversationListPane::fileChosen);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                Q_EMIT conversationSelected(
                    current.data(ConversationListModel::ConversationIndexRole).toInt());
        });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { m_compare->setEnabled(selectedConversations().size() == 2); });
    connect(m_compare, &QAction::triggered, this, [this] {
        const QVector<int> two = selectedConversations();
        if (two.size() == 2)
            Q_EMIT compareRequested(two.first(), two.last());
    });
    retranslateUi();
}

QVector<int> ConversationListPane::selectedConversations() const
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QVector<int> out;
    for (const QModelIndex &row : std::as_const(rows))
        out.append(row.data(ConversationListModel::ConversationIndexRole).toInt());
    return out;
}

void ConversationListPane::showListMenu(const QPoint &pos)
{
    QMenu menu(this);
    menu.addAction(m_compare);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

QWidget *ConversationListPane::createMoreFilters()
{
    auto *row = new QWidget(this);
    row->setObjectName(u"moreConversationFiltersRow"_s);
    m_fromCheck = new QCheckBox(row);
    m_fromCheck->setObjectName(u"conversationFromCheck"_s);
    m_fromEdit = new QDateTimeEdit(row);
    m_fromEdit->setObjectName(u"conversationFrom"_s);
    m_toCheck = new QCheckBox(row);
    m_toCheck->setObjectName(u"conversationToCheck"_s);
    m_toEdit = new QDateTimeEdit(row);
    m_toEdit->setObjectName(u"conversationTo"_s);
    m_turnsLabel = new QLabel(row);
    m_turnsLabel->setTextFormat(Qt::PlainText);
    m_minTurns = new QSpinBox(row);
    m_minTurns->setObjectName(u"conversationMinTurns"_s);
    m_maxTurns = new QSpinBox(row);
    m_maxTurns->setObjectName(u"conversationMaxTurns"_s);
    const QDateTime today = QDateTime(QDate::currentDate(), QTime(0, 0));
    for (QDateTimeEdit *edit : {m_fromEdit, m_toEdit}) {
        edit->setDisplayFormat(u"yyyy-MM-dd HH:mm"_s);
        edit->setCalendarPopup(true);
        edit->setDateTime(edit == m_fromEdit ? today : today.addDays(1));
        edit->setEnabled(false);
        connect(
            edit, &QDateTimeEdit::dateTimeChanged, this, &ConversationListPane::applyMoreFilters);
    }
    for (QCheckBox *check : {m_fromCheck, m_toCheck}) {
        connect(check, &QCheckBox::toggled, this, [this, check](bool on) {
            QDateTimeEdit *edit = check == m_fromCheck ? m_fromEdit : m_toEdit;
            edit->setEnabled(on);
            edit->setTimeSpec(DisplayTime::timeSpec()); // as the list shows times
            const QDateTime start
                = m_view->currentIndex().data(ConversationListModel::StartRole).toDateTime();
            if (on && start.isValid()) { // start from the selected conversation's day
                const QSignalBlocker block(edit);
                const QDateTime day = DisplayTime::at(start.date(), QTime(0, 0));
                edit->setDateTime(check == m_fromCheck ? day : day.addDays(1));
            }
            applyMoreFilters();
        });
    }
    for (QSpinBox *spin : {m_minTurns, m_maxTurns}) {
        spin->setRange(-1, 1000000);
        spin->setValue(-1); // the special value: no bound
        connect(spin, &QSpinBox::valueChanged, this, &ConversationListPane::applyMoreFilters);
    }
    auto *grid = new QGridLayout(row);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_fromCheck, 0, 0);
    grid->addWidget(m_fromEdit, 0, 1, 1, 3);
    grid->addWidget(m_toCheck, 1, 0);
    grid->addWidget(m_toEdit, 1, 1, 1, 3);
    grid->addWidget(m_turnsLabel, 2, 0);
    grid->addWidget(m_minTurns, 2, 1);
    auto *dash = new QLabel(row);
    dash->setTextFormat(Qt::PlainText);
    dash->setText(u"–"_s);
    dash->setAlignment(Qt::AlignCenter);
    grid->addWidget(dash, 2, 2);
    grid->addWidget(m_maxTurns, 2, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    return row;
}

void ConversationListPane::applyMoreFilters()
{
    m_proxy->setTimeRange(m_fromCheck->isChecked() ? m_fromEdit->dateTime() : QDateTime(),
        m_toCheck->isChecked() ? m_toEdit->dateTime() : QDateTime());
    m_proxy->setTurnRange(m_minTurns->value(), m_maxTurns->value());
}

void ConversationListPane::setMoreFiltersVisible(bool visible)
{
    if (m_more->isChecked() != visible) {
        m_more->setChecked(visible); // comes back here through toggled
        return;
    }
    m_more->setArrowType(visible ? Qt::DownArrow : Qt::RightArrow);
    m_moreRow->setVisible(visible);
}

void ConversationListPane::sortBy(SortKey key, Qt::SortOrder order)
{
    QHeaderView *header = m_view->horizontalHeader();
    const QSignalBlocker block(header);
    header->setSortIndicator(ConversationFilterProxyModel::columnForKey(key), order);
    m_proxy->sortBy(key, order);
    header->viewport()->update();
}

void ConversationListPane::showHeaderMenu(const QPoint &pos)
{
    QMenu menu(this);
    //: conversation list header menu: a submenu of sort keys
    QMenu *sortMenu = menu.addMenu(tr("Sort By"));
    const struct {
        SortKey key;
        QString text;
    } keys[] = {
        //: sort key: the conversation's resource name or session id
        {SortKey::Id, tr("ID")},
        {SortKey::Title,
            m_model->headerData(ConversationListModel::TitleColumn, Qt::Horizontal).toString()},
        {SortKey::Agent,
            m_model->headerData(ConversationListModel::AgentColumn, Qt::Horizontal).toString()},
        {SortKey::Start,
            m_model->headerData(ConversationListModel::StartColumn, Qt::Horizontal).toString()},
        {SortKey::Messages,
            m_model->headerData(ConversationListModel::MessagesColumn, Qt::Horizontal).toString()},
        {SortKey::Turns,
            m_model->headerData(ConversationListModel::TurnsColumn, Qt::Horizontal).toString()},
        //: sort key: the order of the conversations in the file
        {SortKey::FileOrder, tr("File Order")},
    };
    const Qt::SortOrder order = m_view->horizontalHeader()->sortIndicatorOrder();
    for (const auto &k : keys) {
        QAction *action = sortMenu->addAction(k.text);
        action->setCheckable(true);
        action->setChecked(m_proxy->sortKey() == k.key);
        const SortKey key = k.key;
        connect(action, &QAction::triggered, this, [this, key, order] { sortBy(key, order); });
    }
    menu.exec(m_view->horizontalHeader()->viewport()->mapToGlobal(pos));
}

void ConversationListPane::setFiles(const QStringList &names, int current)
{
    m_files->clear();
    m_files->addItems(names);
    m_files->setCurrentIndex(current);
    m_files->setVisible(names.size() > 1);
}

void ConversationListPane::setDocument(Document *document)
{
    m_model->setDocument(document);
}

void ConversationListPane::selectConversation(int conversation)
{
    const QModelIndex source = m_model->index(conversation, 0);
    const QModelIndex proxy = m_proxy->mapFromSource(source);
    if (!proxy.isValid())
        return;
    m_view->setCurrentIndex(proxy);
    m_view->scrollTo(proxy);
}

int ConversationListPane::currentConversation() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ConversationListModel::ConversationIndexRole).toInt()
                             : -1;
}

bool ConversationListPane::eventFilter(QObject *watched, QEvent *event)
{
    // Escape in the filter field gives the keyboard back to the list.
    if (watched == m_filter && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        m_view->setFocus(Qt::ShortcutFocusReason);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ConversationListPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ConversationListPane::fitColumns()
{
    // Each column as wide as its header or a wide sample value, whichever is wider. A sample
    // needs the margins the item delegate keeps on both sides of a cell's text, and a pixel of
    // rounding each side: a Japanese date is as wide as the sample ("2026/03/02 10:15" and
    // "2026/12/28 23:58" in tabular digits) and was elided by a pixel without them.
    const QFontMetrics metrics(m_view->font());
    const QFontMetrics headerMetrics(m_view->horizontalHeader()->font());
    const int cellMargins
        = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) + 2;
    const QLocale locale;
    const QString samples[] = {QString(),
        locale.toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58)), QLocale::ShortFormat),
        locale.toString(100000), locale.toString(1000), QString(10, u'n')};
    for (int column = ConversationListModel::StartColumn;
         column < ConversationListModel::ColumnCount; ++column) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        const int width = qMax(metrics.horizontalAdvance(samples[column]) + cellMargins,
            headerMetrics.horizontalAdvance(title) + metrics.height() + metrics.averageCharWidth());
        m_view->horizontalHeader()->resizeSection(column, width);
    }
}

void ConversationListPane::retranslateUi()
{
    fitColumns();
    //: placeholder of the field that filters the conversation list
    m_filter->setPlaceholderText(tr("Filter conversations"));
    m_filter->setToolTip(tr("Shows the conversations whose ID, title or agent contains the text"));
    //: button beside the conversation filter: shows the time and turn count criteria
    m_more->setText(tr("More"));
    m_more->setToolTip(tr("Filter by start time and number of turns"));
    //: conversation filter: conversations that start at or after this time
    m_fromCheck->setText(tr("From"));
    //: conversation filter: conversations that start before this time
    m_toCheck->setText(tr("Before"));
    //: conversation filter: label before the minimum and maximum number of turns
    m_turnsLabel->setText(tr("Turns"));
    m_filter->setAccessibleName(m_filter->placeholderText());
    //: accessible name of the list of conversations
    m_view->setAccessibleName(tr("Conversations"));
    m_view->setAccessibleDescription(
        tr("The conversations of the file; the selected one shows in the message view"));
    m_files->setToolTip(tr("Which of the open files the conversation list shows"));
    for (QWidget *from : std::initializer_list<QWidget *> {m_fromCheck, m_fromEdit})
        from->setToolTip(tr("Show only the conversations that start at or after this time"));
    for (QWidget *to : std::initializer_list<QWidget *> {m_toCheck, m_toEdit})
        to->setToolTip(tr("Show only the conversations that start before this time"));
    m_minTurns->setToolTip(tr("Hide the conversations with fewer turns"));
    m_maxTurns->setToolTip(tr("Hide the conversations with more turns"));
    m_fromEdit->setAccessibleName(AccessibleNames::fromLabel(m_fromCheck->text()));
    m_toEdit->setAccessibleName(AccessibleNames::fromLabel(m_toCheck->text()));
    //: accessible name of the conversation filter's smallest turn count
    m_minTurns->setAccessibleName(tr("Fewest turns"));
    //: accessible name of the conversation filter's largest turn count
    m_maxTurns->setAccessibleName(tr("Most turns"));
    for (QSpinBox *spin : {m_minTurns, m_maxTurns})
        //: turn count bound of the conversation filter that is not set
        spin->setSpecialValueText(tr("any"));
    //: context menu of the conversation list and File menu: the two selected side by side
    m_compare->setText(tr("Compare the Two Selected Conversations"));
    //: tool tip of the compare action of the conversation list
    m_compare->setToolTip(tr("Select two conversations with Ctrl+click to compare them"));
    m_model->retranslate();
}
