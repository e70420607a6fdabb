// SPDX-License-Identifier: GPL-2.0-or-later
#include "problems_pane.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr int kMessageRole = Qt::UserRole + 1;

QString severityText(Severity s)
{
    switch (s) {
    case Severity::Info:
        //: diagnostic severity
        return ProblemsPane::tr("Info");
    case Severity::Warning:
        //: diagnostic severity
        return ProblemsPane::tr("Warning");
    case Severity::Error:
        //: diagnostic severity
        return ProblemsPane::tr("Error");
    }
    return QString();
}
} // namespace

ProblemsPane::ProblemsPane(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
{
    setObjectName(u"problemsPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_tree->setObjectName(u"problemsList"_s);
    m_tree->setColumnCount(3);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    layout->addWidget(m_tree);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int message = item->data(0, kMessageRole).toInt();
        if (message >= 0 && m_conversationIndex >= 0)
            Q_EMIT messageActivated(ChunkRef {m_conversationIndex, message, -1});
    });
    rebuild();
}

void ProblemsPane::setProblems(const Diagnostics &documentProblems, int conversationIndex,
    std::shared_ptr<const Conversation> conversation)
{
    m_documentProblems = documentProblems;
    m_conversationIndex = conversationIndex;
    m_conversation = std::move(conversation);
    rebuild();
}

int ProblemsPane::count() const
{
    return m_tree->topLevelItemCount();
}

void ProblemsPane::add(const Diagnostic &d, int message)
{
    auto *item = new QTreeWidgetItem(m_tree);
    item->setText(0, severityText(d.severity));
    item->setText(1, d.text());
    item->setToolTip(1, d.text());
    QString location = d.location.toString();
    if (message >= 0)
        //: location of a problem: %1 message number, %2 file/JSON path
        location = tr("message %1 — %2").arg(message + 1).arg(location);
    item->setText(2, location);
    item->setToolTip(2, location);
    item->setData(0, kMessageRole, message);
    if (d.severity == Severity::Error)
        item->setForeground(0, QColor(0xb4, 0x23, 0x18));
    else if (d.severity == Severity::Warning)
        item->setForeground(0, QColor(0xa1, 0x5c, 0x07));
}

void ProblemsPane::rebuild()
{
    m_tree->clear();
    //: column headers of the problems list
    m_tree->setHeaderLabels({tr("Severity"), tr("Problem"), tr("Location")});
    for (const Diagnostic &d : m_documentProblems)
        add(d, -1);
    if (m_conversation) {
        for (const Diagnostic &d : m_conversation->diagnostics)
            add(d, -1);
        for (int i = 0; i < m_conversation->messages.size(); ++i) {
            for (const Diagnostic &d : m_conversation->messages.at(i).diagnostics)
                add(d, i);
        }
    }
    m_tree->resizeColumnToContents(0);
    m_tree->setColumnWidth(1, qMax(m_tree->columnWidth(1), 360));
}

void ProblemsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}
