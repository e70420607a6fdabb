// SPDX-License-Identifier: GPL-2.0-or-later
#include "state_pane.h"

#include "find_highlight_delegate.h"
#include "items/message_list_model.h"
#include "items/state_model.h"
#include "json_tree_view.h"
#include "theme.h"

#include <QBrush>
#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// Tints the rows the selected message changed: green for a new key, amber for a changed one;
/// highlights find matches in the cells' text.
class ChangeTintDelegate : public FindHighlightDelegate
{
public:
    using FindHighlightDelegate::FindHighlightDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        FindHighlightDelegate::initStyleOption(option, index);
        switch (index.data(StateModel::ChangeKindRole).toInt()) {
        case int(StateChange::Kind::Added):
            option->backgroundBrush = QBrush(Theme::of(option->widget).stateAdded);
            break;
        case int(StateChange::Kind::Changed):
            option->backgroundBrush = QBrush(Theme::of(option->widget).stateChanged);
            break;
        case int(StateChange::Kind::Unchanged):
            option->backgroundBrush = QBrush(Theme::of(option->widget).stateUnchanged);
            break;
        default:
            break;
        }
    }
};

QString compact(const JsonText &value)
{
    //: state pane: a key that has no value on one side of a comparison
    return value.isNull() ? StatePane::tr("(absent)") : QString::fromUtf8(value.json);
}

} // namespace

StatePane::StatePane(QWidget *parent)
    : QWidget(parent)
    , m_model(new StateModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(u"statePane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *top = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(u"stateTitle"_s);
    m_title->setTextFormat(Qt::PlainText); // names the message's author
    m_onlyChanged = new QCheckBox(this);
    m_onlyChanged->setObjectName(u"stateOnlyChanged"_s);
    top->addWidget(m_title, 1);
    top->addWidget(m_onlyChanged);
    layout->addLayout(top);

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(StateModel::ChangedHereRole);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"stateTable"_s);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_tint = new ChangeTintDelegate(m_view);
    m_view->setItemDelegate(m_tint);
    m_view->header()->setStretchLastSection(true);
    m_value = new JsonTreeView(false, this);
    m_value->setObjectName(u"stateValue"_s);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_value);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    m_artifacts = new QLabel(this);
    m_artifacts->setObjectName(u"stateArtifacts"_s);
    m_artifacts->setTextFormat(Qt::PlainText);
    m_artifacts->setWordWrap(true);
    m_declared = new QLabel(this);
    m_declared->setObjectName(u"stateDeclared"_s);
    m_declared->setTextFormat(Qt::PlainText);
    m_declared->setWordWrap(true);
    m_declared->setProperty("warningText", true);
    m_empty = new QLabel(this);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    layout->addWidget(splitter, 1);
    layout->addWidget(m_artifacts);
    layout->addWidget(m_declared);
    layout->addWidget(m_empty);

    connect(m_onlyChanged, &QCheckBox::toggled, this, &StatePane::setOnlyChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &StatePane::showSelectedValue);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &StatePane::showSelectedValue);
    setConversation(nullptr);
}

void StatePane::setConversation(std::shared_ptr<const Conversation> conversation)
{
    m_conversation = std::move(conversation);
    m_model->setConversation(m_conversation);
    const bool any = m_conversation && !m_model->timeline().isEmpty();
    for (QWidget *w : std::initializer_list<QWidget *> {m_view, m_value, m_onlyChanged, m_title})
        w->setVisible(any);
    m_empty->setVisible(!any);
    retranslateUi();
}

void StatePane::setMessage(int index)
{
    if (!m_conversation)
        return;
    m_model->setMessage(index);
    m_view->resizeColumnToContents(StateModel::KeyColumn);
    retranslateUi();
}

void StatePane::setOnlyChanged(bool only)
{
    if (m_onlyChanged->isChecked() != only)
        m_onlyChanged->setChecked(only);
    m_proxy->setFilterFixedString(only ? u"true"_s : QString());
}

void StatePane::setFindQuery(const FindQuery &query)
{
    if (query == m_findQuery)
        return;
    m_findQuery = query;
    m_tint->setQuery(query);
    m_view->viewport()->update();
    m_value->setFindQuery(query);
}

void StatePane::showSelectedValue()
{
    const QModelIndex current = m_view->currentIndex();
    const QString json
        = current.isValid() ? current.data(StateModel::ValueJsonRole).toString() : QString();
    m_value->setJson(JsonText {json.toUtf8()});
    m_value->expandToDepth(1);
}

void StatePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StatePane::retranslateUi()
{
    m_model->retranslate();
    //: state pane checkbox: show only the keys the selected event changed
    m_onlyChanged->setText(tr("Only changes"));
    m_onlyChanged->setToolTip(tr("Show only the keys the selected message set"));
    //: shown in the state pane when the conversation has no session state or variables
    m_empty->setText(tr("This conversation has no session state or variables."));
    const int index = m_model->message();
    const Message *message = m_conversation && index >= 0 && index < m_conversation->messages.size()
        ? &m_conversation->messages.at(index)
        : nullptr;
    if (message) {
        const QString who = message->author.isEmpty() ? MessageListModel::displayRole(message->role)
                                                      : message->author;
        const int changed = int(m_model->timeline().changesAt(index).size());
        //: state pane: how many keys the selected message set
        const QString count = tr("%n key(s) set here", nullptr, changed);
        //: state pane title: %1 message number, %2 its author, %3 how many keys it set
        m_title->setText(tr("State after message %1 (%2) · %3").arg(index + 1).arg(who, count));
    } else {
        //: state pane title before any message is selected
        m_title->setText(tr("State before the first message"));
    }

    QStringList artifacts;
    if (message && !message->actions.artifactDelta.isNull()) {
        const QJsonObject delta
            = QJsonDocument::fromJson(message->actions.artifactDelta.json).object();
        for (auto it = delta.begin(); it != delta.end(); ++it)
            //: state pane: an artifact saved by the event; %1 file name, %2 version number
            artifacts.append(
                tr("%1 (version %2)").arg(it.key(), it.value().toVariant().toString()));
    }
    //: state pane: the artifacts the selected event saved, comma separated
    m_artifacts->setText(
        artifacts.isEmpty() ? QString() : tr("Artifacts: %1").arg(artifacts.join(u", "_s)));
    m_artifacts->setVisible(!artifacts.isEmpty());

    const QVector<StateChange> &diff = m_model->timeline().declaredDifferences();
    QStringList lines;
    for (const StateChange &d : diff)
        //: state pane: %1 key, %2 value rebuilt from the events, %3 value the session saved
        lines.append(tr("%1: events give %2, the session says %3")
                         .arg(d.key, compact(d.before), compact(d.after)));
    if (!lines.isEmpty())
        m_declared->setText(
            //: state pane: heading of the keys whose rebuilt value differs from the saved state
            tr("The saved session state differs from the events in %n key(s):", nullptr,
                int(lines.size()))
            + u'\n' + lines.join(u'\n'));
    m_declared->setVisible(!lines.isEmpty());
    //: accessible name of the state pane's table of keys
    m_view->setAccessibleName(tr("State"));
    //: accessible name of the state pane's view of the selected key's value
    m_value->setAccessibleName(tr("Value"));
    //: accessible description of the state pane's table of keys
    m_view->setAccessibleDescription(
        tr("The session state after the selected message, one key a row"));
    //: accessible description of the state pane's view of the selected key's value
    m_value->setAccessibleDescription(tr("The value of the selected key, as a JSON tree"));
}
