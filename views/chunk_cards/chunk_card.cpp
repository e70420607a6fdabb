// SPDX-License-Identifier: GPL-2.0-or-later
#include "chunk_card.h"

#include "items/plain_tool_tip.h"

#include "theme.h"
#include "json/json_node.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ChunkCard::ChunkCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : QFrame(parent)
    , m_chunk(chunk)
    , m_address(address)
{
    setObjectName(u"chunkCard"_s);
    setProperty("kind", chunkKindId(chunk.kind));
    setFrameShape(QFrame::StyledPanel);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(Theme::kCardPadding);
    outer->setSpacing(Theme::kCardSpacing);
    m_header = new QHBoxLayout;
    m_header->setSpacing(Theme::kHeaderSpacing);
    m_title = new QLabel(this);
    m_title->setObjectName(u"cardTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    m_header->addWidget(m_title);
    m_header->addStretch(1);
    outer->addLayout(m_header);
    m_body = new QVBoxLayout;
    m_body->setSpacing(Theme::kCardSpacing);
    outer->addLayout(m_body);
    if (!chunk.jsonPath.isEmpty())
        setToolTip(plainToolTip(chunk.jsonPath)); // keys from the file
}

void ChunkCard::setSelected(bool selected)
{
    if (m_selected == selected)
        return;
    m_selected = selected;
    style()->unpolish(this);
    style()->polish(this);
    update();
}

void ChunkCard::watchClicks()
{
    const auto children = findChildren<QWidget *>();
    for (QWidget *w : children)
        w->installEventFilter(this);
}

bool ChunkCard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress)
        Q_EMIT activated(m_address);
    return QFrame::eventFilter(watched, event);
}

void ChunkCard::mousePressEvent(QMouseEvent *event)
{
    Q_EMIT activated(m_address);
    QFrame::mousePressEvent(event);
}

void ChunkCard::contextMenuEvent(QContextMenuEvent *event)
{
    Q_EMIT activated(m_address);
    QMenu *menu = createCopyMenu(m_chunk, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}

QString ChunkCard::plainText(const Chunk &chunk)
{
    switch (chunk.kind) {
    case ChunkKind::Text:
    case ChunkKind::Thought:
    case ChunkKind::Transcript:
    case ChunkKind::ExecutableCode:
    case ChunkKind::CodeExecutionResult:
    case ChunkKind::File:
    case ChunkKind::Error:
        return chunk.text;
    case ChunkKind::AgentTransfer:
        return chunk.displayName.isEmpty() ? chunk.targetAgent : chunk.displayName;
    case ChunkKind::ToolResponse:
        if (!chunk.output.isNull())
            return prettyJson(chunk.output);
        if (!chunk.error.isNull())
            return prettyJson(chunk.error);
        return prettyJson(chunk.json);
    case ChunkKind::Blob:
    case ChunkKind::Image:
        return QString();
    case ChunkKind::ToolCall:
    case ChunkKind::Payload:
    case ChunkKind::UpdatedVariables:
    case ChunkKind::DefaultVariables:
    case ChunkKind::Unknown:
        return chunk.json.isNull() ? chunk.text : prettyJson(chunk.json);
    }
    return QString();
}

QMenu *ChunkCard::createCopyMenu(const Chunk &chunk, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(u"chunkCopyMenu"_s);
    auto add = [menu](const QString &label, const QString &name, const QString &value) {
        QAction *action = menu->addAction(label);
        action->setObjectName(name);
        action->setEnabled(!value.isEmpty());
        QObject::connect(action, &QAction::triggered, menu,
            [value] { QGuiApplication::clipboard()->setText(value); });
    };
    //: context menu of a chunk card
    add(tr("Copy Text"), u"copyText"_s, plainText(chunk));
    //: context menu of a chunk card: the chunk's source JSON, pretty-printed
    add(tr("Copy JSON"), u"copyJson"_s, chunk.raw.isNull() ? QString() : prettyJson(chunk.raw));
    //: context menu of a chunk card: where the chunk is in the file, e.g. turns[0].messages[1]
    add(tr("Copy JSON Path"), u"copyJsonPath"_s, chunk.jsonPath);
    return menu;
}

void ChunkCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void ChunkCard::retranslateUi()
{
    m_title->setText(kindTitle(m_chunk.kind));
}

QString ChunkCard::kindTitle(ChunkKind kind)
{
    switch (kind) {
    case ChunkKind::Text:
        //: chunk kind shown above a card
        return tr("Text");
    case ChunkKind::Thought:
        //: chunk kind: the model's reasoning
        return tr("Thought");
    case ChunkKind::Transcript:
        //: chunk kind: speech transcript of audio
        return tr("Transcript");
    case ChunkKind::Blob:
        //: chunk kind: binary attachment
        return tr("Attachment");
    case ChunkKind::Payload:
        //: chunk kind: custom JSON payload
        return tr("Payload");
    case ChunkKind::Image:
        //: chunk kind
        return tr("Image");
    case ChunkKind::ToolCall:
        //: chunk kind: a call of a tool by the agent
        return tr("Tool call");
    case ChunkKind::ToolResponse:
        //: chunk kind: the result of a tool call
        return tr("Tool response");
    case ChunkKind::AgentTransfer:
        //: chunk kind: hand-off to another agent
        return tr("Agent transfer");
    case ChunkKind::UpdatedVariables:
        //: chunk kind: session variables that changed
        return tr("Updated variables");
    case ChunkKind::DefaultVariables:
        //: chunk kind: session variables at the start
        return tr("Default variables");
    case ChunkKind::ExecutableCode:
        //: chunk kind: code the model wants to run
        return tr("Code");
    case ChunkKind::CodeExecutionResult:
        //: chunk kind: output of running code
        return tr("Code result");
    case ChunkKind::File:
        //: chunk kind: reference to a file
        return tr("File");
    case ChunkKind::Error:
        //: chunk kind: an error reported in the conversation
        return tr("Error");
    case ChunkKind::Unknown:
        //: chunk kind not known to the reader
        return tr("Unknown");
    }
    return QString();
}

QString ChunkCard::toolIdentityText(const Chunk &chunk)
{
    QStringList lines;
    if (!chunk.toolResource.isEmpty())
        lines.append(chunk.toolsetToolId.isEmpty()
                //: %1 tool resource name
                ? tr("Tool: %1").arg(chunk.toolResource)
                //: %1 toolset resource name, %2 the tool id inside it
                : tr("Toolset: %1, tool %2").arg(chunk.toolResource, chunk.toolsetToolId));
    if (!chunk.toolId.isEmpty())
        //: %1 the id that pairs a tool call with its response
        lines.append(tr("Call id: %1").arg(chunk.toolId));
    return lines.join(u'\n');
}
