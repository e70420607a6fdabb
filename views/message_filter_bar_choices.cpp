// SPDX-License-Identifier: GPL-2.0-or-later
// MessageFilterBar, choices part: the Who and Kinds menus (built from the conversation shown, kept
// open for several choices) and the time range panel.
#include "chunk_texts.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "items/plain_tool_tip.h"
#include "message_filter_bar.h"
#include "transcript/display_time.h"

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QGridLayout>
#include <QMenu>
#include <QMouseEvent>

using namespace Qt::StringLiterals;

QWidget *MessageFilterBar::createTimePanel()
{
    auto *panel = new QWidget(this);
    panel->setObjectName(u"filterTimePanel"_s);
    m_fromCheck = new QCheckBox(panel);
    m_fromCheck->setObjectName(u"filterFromCheck"_s);
    m_toCheck = new QCheckBox(panel);
    m_toCheck->setObjectName(u"filterToCheck"_s);
    m_fromEdit = new QDateTimeEdit(panel);
    m_fromEdit->setObjectName(u"filterFrom"_s);
    m_toEdit = new QDateTimeEdit(panel);
    m_toEdit->setObjectName(u"filterTo"_s);
    auto *grid = new QGridLayout(panel);
    grid->setContentsMargins(8, 6, 8, 6);
    grid->addWidget(m_fromCheck, 0, 0);
    grid->addWidget(m_fromEdit, 0, 1);
    grid->addWidget(m_toCheck, 1, 0);
    grid->addWidget(m_toEdit, 1, 1);
    for (QDateTimeEdit *edit : {m_fromEdit, m_toEdit}) {
        edit->setDisplayFormat(u"yyyy-MM-dd HH:mm:ss"_s);
        edit->setCalendarPopup(true);
        edit->setEnabled(false);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &MessageFilterBar::onTimeChanged);
    }
    for (QCheckBox *check : {m_fromCheck, m_toCheck}) {
        connect(check, &QCheckBox::toggled, this, [this, check](bool on) {
            QDateTimeEdit *edit = check == m_fromCheck ? m_fromEdit : m_toEdit;
            edit->setEnabled(on);
            edit->setTimeSpec(DisplayTime::timeSpec()); // as the messages show times
            const auto facts = m_proxy ? m_proxy->facts() : nullptr;
            if (on && facts && facts->earliest().isValid()) {
                // Start from the conversation's own times; "to" is exclusive, so one second on.
                const QSignalBlocker block(edit);
                edit->setDateTime(
                    check == m_fromCheck ? facts->earliest() : facts->latest().addSecs(1));
            }
            onTimeChanged();
        });
    }
    return panel;
}

void MessageFilterBar::onTimeChanged()
{
    m_filter.from = m_fromCheck->isChecked() ? m_fromEdit->dateTime() : QDateTime();
    m_filter.to = m_toCheck->isChecked() ? m_toEdit->dateTime() : QDateTime();
    apply();
}

void MessageFilterBar::refreshChoices()
{
    const auto facts = m_proxy ? m_proxy->facts() : nullptr;
    // Who: the conversation's roles and authors, and any chosen before (another conversation).
    m_whoMenu->clear();
    auto addChoices = [this](const QStringList &present, const QSet<QString> &chosen, bool roles) {
        QStringList values = present;
        for (const QString &value : chosen) {
            if (!values.contains(value))
                values.append(value);
        }
        for (const QString &value : std::as_const(values)) {
            // Names from the file: '&' is no shortcut, and the tool tip (by default the text) is
            // never taken for markup.
            const QString shown = roles ? MessageListModel::displayRole(value) : value;
            QAction *action = m_whoMenu->addAction(QString(shown).replace(u'&', u"&&"_s));
            action->setToolTip(plainToolTip(shown));
            action->setCheckable(true);
            action->setChecked(chosen.contains(value));
            action->setData(value);
            connect(action, &QAction::toggled, this, [this, value, roles](bool on) {
                QSet<QString> &set = roles ? m_filter.roles : m_filter.authors;
                if (on)
                    set.insert(value);
                else
                    set.remove(value);
                apply();
            });
        }
        return values.size();
    };
    //: section of the filter bar's Who menu: message roles (user, agent, tool, ...)
    m_whoMenu->addSection(tr("Roles"));
    addChoices(facts ? facts->roles() : QStringList(), m_filter.roles, true);
    //: section of the filter bar's Who menu: the agents or users that wrote messages
    m_whoMenu->addSection(tr("Authors"));
    if (addChoices(facts ? facts->authors() : QStringList(), m_filter.authors, false) == 0)
        //: Who menu of the filter bar when the messages name no author
        m_whoMenu->addAction(tr("No authors"))->setEnabled(false);

    m_kindsMenu->clear();
    const quint32 present = facts && facts->rowCount() > 0 ? facts->presentKinds() : ~0u;
    for (int k = 0; k <= int(ChunkKind::Unknown); ++k) {
        const auto kind = ChunkKind(k);
        if (!(present & MessageFilter::kindBit(kind)) && !m_filter.hasChunkKind(kind))
            continue;
        QAction *action = m_kindsMenu->addAction(ChunkTexts::kindTitle(kind));
        action->setCheckable(true);
        action->setChecked(m_filter.hasChunkKind(kind));
        action->setData(chunkKindId(kind));
        connect(action, &QAction::toggled, this, [this, kind](bool on) {
            m_filter.setChunkKind(kind, on);
            apply();
        });
    }
}

bool MessageFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    // A click on a checkable choice toggles it and keeps the menu open for the next one.
    if (event->type() == QEvent::MouseButtonRelease
        && (watched == m_whoMenu || watched == m_kindsMenu)) {
        auto *menu = static_cast<QMenu *>(watched);
        const auto *mouse = static_cast<QMouseEvent *>(event);
        QAction *action = menu->actionAt(mouse->position().toPoint());
        if (action && action->isCheckable() && action->isEnabled()) {
            action->trigger();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
