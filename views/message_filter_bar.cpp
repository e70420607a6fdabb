// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_filter_bar.h"
#include "accessible_names.h"

#include "items/message_filter_proxy_model.h"
#include "theme.h"

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

using namespace Qt::StringLiterals;

namespace {

constexpr int kToolDelayMs = 150; ///< the tool name applies after this pause in typing

QString viewStyleSheet(const Theme &t)
{
    return uR"(
MessageFilterBar { background: %1; border-bottom: 1px solid %2; }
QToolButton[active="true"] { color: %3; font-weight: 600; }
QWidget#filterNotice { background: %4; border: 1px solid %5; border-radius: 4px; }
)"_s.arg(Theme::css(t.barFill), Theme::css(t.barBorder), Theme::css(t.activeFilter),
        Theme::css(t.noteFill), Theme::css(t.noteBorder));
}

QToolButton *makeButton(QWidget *parent, const QString &name, bool checkable)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(name);
    button->setCheckable(checkable);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

void setActive(QWidget *widget, bool active)
{
    if (widget->property("active").toBool() == active)
        return;
    widget->setProperty("active", active);
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
}

} // namespace

MessageFilterBar::MessageFilterBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"messageFilterBar"_s);
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(viewStyleSheet(Theme::of(this)));
    m_who = makeButton(this, u"filterWho"_s, false);
    m_whoMenu = new QMenu(m_who);
    m_who->setMenu(m_whoMenu);
    m_who->setPopupMode(QToolButton::InstantPopup);
    m_kinds = makeButton(this, u"filterKinds"_s, false);
    m_kindsMenu = new QMenu(m_kinds);
    m_kinds->setMenu(m_kindsMenu);
    m_kinds->setPopupMode(QToolButton::InstantPopup);
    for (QMenu *menu : {m_whoMenu, m_kindsMenu}) {
        menu->installEventFilter(this); // several choices without reopening
        connect(menu, &QMenu::aboutToShow, this, &MessageFilterBar::refreshChoices);
    }
    m_tool = new QLineEdit(this);
    m_tool->setObjectName(u"filterTool"_s);
    m_tool->setClearButtonEnabled(true);
    m_tool->setMinimumWidth(90);
    m_toolDelay = new QTimer(this);
    m_toolDelay->setSingleShot(true);
    m_toolDelay->setInterval(kToolDelayMs);
    m_citations = makeButton(this, u"filterCitations"_s, true);
    m_problems = makeButton(this, u"filterProblems"_s, true);
    m_time = makeButton(this, u"filterTime"_s, false);
    auto *timeMenu = new QMenu(m_time);
    auto *timeAction = new QWidgetAction(timeMenu);
    timeAction->setDefaultWidget(createTimePanel());
    timeMenu->addAction(timeAction);
    m_time->setMenu(timeMenu);
    m_time->setPopupMode(QToolButton::InstantPopup);
    m_onlyMatching = makeButton(this, u"filterOnlyMatching"_s, true);
    m_onlyMatching->setEnabled(false);
    m_clear = makeButton(this, u"filterClear"_s, false);
    m_count = new QLabel(this);
    m_count->setObjectName(u"filterCount"_s);
    m_count->setTextFormat(Qt::PlainText);
    m_count->setProperty("muted", true);

    m_notice = new QWidget(this);
    m_notice->setObjectName(u"filterNotice"_s);
    m_notice->setAttribute(Qt::WA_StyledBackground);
    m_noticeText = new QLabel(m_notice);
    m_noticeText->setObjectName(u"filterNoticeText"_s);
    m_noticeText->setTextFormat(Qt::PlainText);
    m_showAnyway = makeButton(m_notice, u"filterShowAnyway"_s, false);
    auto *noticeLayout = new QHBoxLayout(m_notice);
    noticeLayout->setContentsMargins(6, 2, 6, 2);
    noticeLayout->addWidget(m_noticeText, 1);
    noticeLayout->addWidget(m_showAnyway);
    m_notice->hide();

    // Two short rows keep the bar usable in a narrow centre pane.
    auto *first = new QHBoxLayout;
    first->addWidget(m_who);
    first->addWidget(m_kinds);
    first->addWidget(m_tool, 1);
    first->addWidget(m_time);
    first->addWidget(m_clear);
    auto *second = new QHBoxLayout;
    second->addWidget(m_citations);
    second->addWidget(m_problems);
    second->addWidget(m_onlyMatching);
    second->addStretch(1);
    second->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->setSpacing(2);
    layout->addLayout(first);
    layout->addLayout(second);
    layout->addWidget(m_notice);

    connect(m_tool, &QLineEdit::textChanged, m_toolDelay, qOverload<>(&QTimer::start));
    auto applyTool = [this] {
        m_toolDelay->stop();
        m_filter.toolName = m_tool->text().trimmed();
        apply();
    };
    connect(m_toolDelay, &QTimer::timeout, this, applyTool);
    connect(m_tool, &QLineEdit::returnPressed, this, applyTool);
    connect(m_citations, &QToolButton::toggled, this, [this](bool on) {
        m_filter.withCitations = on;
        apply();
    });
    connect(m_problems, &QToolButton::toggled, this, [this](bool on) {
        m_filter.withProblems = on;
        apply();
    });
    connect(m_onlyMatching, &QToolButton::toggled, this, [this](bool on) {
        if (m_proxy)
            m_proxy->setOnlyMatching(on);
        hideHiddenNotice();
        updateButtonTexts();
        updateCount();
    });
    connect(m_clear, &QToolButton::clicked, this, &MessageFilterBar::clear);
    connect(m_showAnyway, &QToolButton::clicked, this, &MessageFilterBar::showAnywayRequested);
    retranslateUi();
}

void MessageFilterBar::setProxy(MessageFilterProxyModel *proxy)
{
    if (m_proxy)
        disconnect(m_proxy, nullptr, this, nullptr);
    m_proxy = proxy;
    if (proxy) {
        connect(proxy, &QAbstractItemModel::modelReset, this, &MessageFilterBar::updateCount);
        connect(proxy, &QAbstractItemModel::layoutChanged, this, &MessageFilterBar::updateCount);
        connect(proxy, &QAbstractItemModel::rowsInserted, this, &MessageFilterBar::updateCount);
        connect(proxy, &QAbstractItemModel::rowsRemoved, this, &MessageFilterBar::updateCount);
        connect(
            proxy, &MessageFilterProxyModel::filterApplied, this, &MessageFilterBar::updateCount);
        proxy->setFilter(m_filter);
    }
    updateCount();
}

void MessageFilterBar::setFilter(const MessageFilter &filter)
{
    m_filter = filter;
    syncControls();
    apply();
}

void MessageFilterBar::clear()
{
    m_filter = MessageFilter();
    syncControls();
    m_onlyMatching->setChecked(false);
    apply();
}

void MessageFilterBar::syncControls()
{
    const QSignalBlocker blockTool(m_tool);
    m_toolDelay->stop();
    m_tool->setText(m_filter.toolName);
    const QSignalBlocker blockCitations(m_citations);
    m_citations->setChecked(m_filter.withCitations);
    const QSignalBlocker blockProblems(m_problems);
    m_problems->setChecked(m_filter.withProblems);
    const QSignalBlocker b1(m_fromCheck), b2(m_toCheck), b3(m_fromEdit), b4(m_toEdit);
    m_fromCheck->setChecked(m_filter.from.isValid());
    m_fromEdit->setEnabled(m_filter.from.isValid());
    if (m_filter.from.isValid())
        m_fromEdit->setDateTime(m_filter.from);
    m_toCheck->setChecked(m_filter.to.isValid());
    m_toEdit->setEnabled(m_filter.to.isValid());
    if (m_filter.to.isValid())
        m_toEdit->setDateTime(m_filter.to);
    refreshChoices();
}

void MessageFilterBar::apply()
{
    if (m_proxy)
        m_proxy->setFilter(m_filter);
    hideHiddenNotice();
    updateButtonTexts();
    updateCount();
}

void MessageFilterBar::setOnlyMatchingAvailable(bool available)
{
    if (!available)
        m_onlyMatching->setChecked(false);
    m_onlyMatching->setEnabled(available);
}

bool MessageFilterBar::isOnlyMatchingAvailable() const
{
    return m_onlyMatching->isEnabled();
}

void MessageFilterBar::focusBar()
{
    m_tool->setFocus(Qt::ShortcutFocusReason);
    m_tool->selectAll();
}

void MessageFilterBar::showHiddenNotice(int message)
{
    m_noticeMessage = message;
    //: filter bar notice after a jump to a message the filter hides; %1 its number (1-based)
    m_noticeText->setText(
        tr("Message %1 is hidden by the filter.").arg(QLocale().toString(message + 1)));
    m_notice->show();
}

void MessageFilterBar::hideHiddenNotice()
{
    m_noticeMessage = -1;
    m_notice->hide();
}

bool MessageFilterBar::isNoticeShown() const
{
    return !m_notice->isHidden();
}

void MessageFilterBar::updateButtonTexts()
{
    const int who = int(m_filter.roles.size() + m_filter.authors.size());
    if (who == 0)
        //: filter bar drop-down: filter by message role and author
        m_who->setText(tr("Who"));
    else
        //: filter bar drop-down with %1 roles or authors chosen
        m_who->setText(tr("Who (%1)").arg(who));
    setActive(m_who, who > 0);
    int kinds = 0;
    for (quint32 bits = m_filter.chunkKinds; bits; bits &= bits - 1)
        ++kinds;
    if (kinds == 0)
        //: filter bar drop-down: filter by chunk kind (text, tool call, ...)
        m_kinds->setText(tr("Kinds"));
    else
        //: filter bar drop-down with %1 chunk kinds chosen
        m_kinds->setText(tr("Kinds (%1)").arg(kinds));
    setActive(m_kinds, kinds > 0);
    setActive(m_time, m_filter.hasTimeRange());
    m_clear->setEnabled(m_filter.isActive() || m_onlyMatching->isChecked());
}

void MessageFilterBar::updateCount()
{
    const QAbstractItemModel *source = m_proxy ? m_proxy->sourceModel() : nullptr;
    if (!source || !m_proxy->isFiltering()) {
        m_count->clear();
        return;
    }
    const int total = source->rowCount();
    //: filter bar: %1 messages shown of %Ln in the conversation, e.g. "1,204 of 100,000 messages"
    m_count->setText(
        tr("%1 of %Ln message(s)", nullptr, total).arg(QLocale().toString(m_proxy->rowCount())));
}

void MessageFilterBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hideHiddenNotice();
        Q_EMIT escapePressed();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void MessageFilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void MessageFilterBar::retranslateUi()
{
    //: tooltip of the filter bar's Who drop-down
    m_who->setToolTip(tr("Show the messages of these roles or authors"));
    //: tooltip of the filter bar's Kinds drop-down
    m_kinds->setToolTip(tr("Show the messages with chunks of these kinds"));
    //: placeholder of the filter bar field that filters by tool name
    m_tool->setPlaceholderText(tr("Tool name"));
    //: filter bar toggle: only messages with cited text (grounding)
    m_citations->setText(tr("Citations"));
    m_citations->setToolTip(tr("Show only messages with citations"));
    //: filter bar toggle: only messages with errors, warnings or failed tools
    m_problems->setText(tr("Problems"));
    m_problems->setToolTip(tr("Show only messages with errors or warnings"));
    //: filter bar drop-down: time range of the messages
    m_time->setText(tr("Time"));
    m_time->setToolTip(tr("Show the messages of a time range"));
    //: filter bar time range: start (inclusive)
    m_fromCheck->setText(tr("From"));
    m_fromCheck->setToolTip(tr("Show only the messages sent at or after this time"));
    m_fromEdit->setToolTip(m_fromCheck->toolTip());
    //: filter bar time range: end (exclusive)
    m_toCheck->setText(tr("Before"));
    m_toCheck->setToolTip(tr("Show only the messages sent before this time"));
    m_toEdit->setToolTip(m_toCheck->toolTip());
    m_tool->setAccessibleName(m_tool->placeholderText());
    m_fromEdit->setAccessibleName(AccessibleNames::fromLabel(m_fromCheck->text()));
    m_toEdit->setAccessibleName(AccessibleNames::fromLabel(m_toCheck->text()));
    //: filter bar toggle: only messages that match the find query
    m_onlyMatching->setText(tr("Only matching"));
    m_onlyMatching->setToolTip(tr("Show only the messages that match the find query (Ctrl+F)"));
    //: filter bar button: remove every filter criterion
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every filter criterion and show all the messages"));
    //: filter bar notice button: clear the filter and go to the hidden message
    m_showAnyway->setText(tr("Show anyway"));
    m_showAnyway->setToolTip(tr("Clear the filter and go to the hidden message"));
    if (m_noticeMessage >= 0)
        showHiddenNotice(m_noticeMessage);
    refreshChoices();
    updateButtonTexts();
    updateCount();
}
