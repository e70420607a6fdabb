// SPDX-License-Identifier: GPL-2.0-or-later
#include "tool_call_card.h"

#include "json_tree_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ToolCallCard::ToolCallCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    m_name = new QLabel(this);
    m_name->setObjectName(u"toolName"_s);
    m_name->setTextFormat(Qt::PlainText);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name->setText(chunk.toolName);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);

    m_goTo = new QToolButton(this);
    m_goTo->setObjectName(u"goToPaired"_s);
    m_goTo->setAutoRaise(true);
    m_goTo->setCursor(Qt::PointingHandCursor);
    m_goTo->setVisible(chunk.paired.isValid());
    connect(m_goTo, &QToolButton::clicked, this, [this] { Q_EMIT goToRequested(m_chunk.paired); });
    headerLayout()->addWidget(m_goTo);

    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name);
    nameRow->addStretch(1);
    bodyLayout()->addLayout(nameRow);

    m_resource = new QLabel(this);
    m_resource->setObjectName(u"toolResource"_s);
    m_resource->setTextFormat(Qt::PlainText);
    m_resource->setWordWrap(true);
    m_resource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resource->setProperty("muted", true);
    bodyLayout()->addWidget(m_resource);

    m_argsLabel = new QLabel(this);
    m_argsLabel->setTextFormat(Qt::PlainText);
    m_argsLabel->setProperty("muted", true);
    bodyLayout()->addWidget(m_argsLabel);
    if (hasArguments(chunk))
        bodyLayout()->addWidget(addFindValue(JsonTreeView::createValueWidget(chunk.json, this)));
    retranslateUi();
}

void ToolCallCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    const QString identity = toolIdentityText(m_chunk);
    m_resource->setText(identity);
    m_resource->setVisible(!identity.isEmpty());
    m_argsLabel->setText(argumentsTitle(m_chunk));
    m_goTo->setText(goToText());
}

QString ToolCallCard::argumentsTitle(const Chunk &chunk)
{
    if (hasArguments(chunk))
        //: label above the arguments of a tool call
        return tr("Arguments");
    //: shown instead of the arguments of a tool call that has none (or an empty object)
    return tr("No arguments");
}

bool ToolCallCard::hasArguments(const Chunk &chunk)
{
    if (chunk.json.isNull())
        return false;
    QByteArray compact = chunk.json.json.simplified();
    compact.replace(' ', QByteArray());
    return compact != "{}";
}

QString ToolCallCard::goToText()
{
    //: link on a tool call card that jumps to its response
    return tr("Go to response");
}
