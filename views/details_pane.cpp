// SPDX-License-Identifier: GPL-2.0-or-later
#include "details_pane.h"

#include "items/plain_tool_tip.h"

#include "chunk_texts.h"
#include "json_tree_view.h"
#include "message_properties.h"
#include "theme.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

DetailsPane::DetailsPane(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"detailsPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    m_title = new QLabel(this);
    m_title->setObjectName(u"detailsTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_path = new QLabel(this);
    m_path->setTextFormat(Qt::PlainText);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    m_path->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_path);

    m_propertyTree = new QTreeWidget(this);
    m_propertyTree->setColumnCount(2);
    m_propertyTree->setRootIsDecorated(false);
    m_propertyTree->setObjectName(u"properties"_s);
    m_propertyTree->header()->setStretchLastSection(true);
    m_rawLabel = new QLabel(this);
    m_rawLabel->setTextFormat(Qt::PlainText);
    m_raw = new JsonTreeView(false, this);
    m_extraLabel = new QLabel(this);
    m_extraLabel->setTextFormat(Qt::PlainText);
    m_extra = new JsonTreeView(false, this);
    m_extra->setObjectName(u"extraTree"_s);
    m_problemsLabel = new QLabel(this);
    m_problemsLabel->setTextFormat(Qt::PlainText);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(u"detailsProblems"_s);
    m_problems->setWordWrap(true);

    layout->addWidget(m_propertyTree, 1);
    layout->addWidget(m_rawLabel);
    layout->addWidget(m_raw, 3);
    layout->addWidget(m_extraLabel);
    layout->addWidget(m_extra, 1);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems, 1);
    clear();
}

void DetailsPane::show(const JsonText &raw, const JsonText &extra, const Diagnostics &diagnostics)
{
    m_raw->setJson(raw);
    m_raw->setBasePath(m_jsonPath);
    m_raw->expandToDepth(0);
    m_extra->setJson(extra);
    m_extra->setBasePath(m_jsonPath);
    m_extra->expandToDepth(0);
    m_extraLabel->setVisible(!extra.isNull());
    m_extra->setVisible(!extra.isNull());
    m_diagnostics = diagnostics;
    retranslateUi();
}

void DetailsPane::setProperties(const QVector<QPair<QString, QString>> &properties)
{
    m_properties = properties;
    m_propertyTree->clear();
    for (const auto &p : properties) {
        auto *item = new QTreeWidgetItem(m_propertyTree, {p.first, p.second});
        item->setToolTip(1, plainToolTip(p.second)); // values from the file
    }
    m_propertyTree->resizeColumnToContents(0);
}

void DetailsPane::showConversation(const Conversation &conversation)
{
    m_shown = Shown::Conversation;
    m_jsonPath = conversation.jsonPath;
    m_rows = [properties = conversation.properties,
                 totals = MessageProperties::usageTotals(conversation)]() {
        return properties + totals;
    };
    show(conversation.raw, conversation.extra, conversation.diagnostics);
}

void DetailsPane::showMessage(const Message &message, int messageIndex)
{
    m_shown = Shown::Message;
    m_message = messageIndex;
    m_jsonPath = message.jsonPath;
    m_rows = [message] { return MessageProperties::forMessage(message); };
    show(message.raw, message.extra, message.diagnostics);
}

void DetailsPane::showChunk(const Chunk &chunk, int messageIndex, int chunkIndex)
{
    m_shown = Shown::Chunk;
    m_rows = nullptr;
    m_message = messageIndex;
    m_chunk = chunkIndex;
    m_kind = chunk.kind;
    m_jsonPath = chunk.jsonPath;
    show(chunk.raw, chunk.extra, Diagnostics());
}

void DetailsPane::clear()
{
    m_shown = Shown::Nothing;
    m_jsonPath.clear();
    m_rows = nullptr;
    show(JsonText(), JsonText(), Diagnostics());
}

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DetailsPane::retranslateUi()
{
    switch (m_shown) {
    case Shown::Nothing:
        //: details pane when nothing is selected
        m_title->setText(tr("Nothing selected"));
        break;
    case Shown::Conversation:
        //: details pane title
        m_title->setText(tr("Conversation"));
        break;
    case Shown::Message:
        //: details pane title; %1 message number
        m_title->setText(tr("Message %1").arg(m_message + 1));
        break;
    case Shown::Chunk:
        //: details pane title; %1 message number, %2 chunk number, %3 chunk kind
        m_title->setText(tr("Message %1, chunk %2 (%3)")
                             .arg(m_message + 1)
                             .arg(m_chunk + 1)
                             .arg(ChunkTexts::kindTitle(m_kind)));
        break;
    }
    setProperties(m_rows ? m_rows() : QVector<QPair<QString, QString>>());
    m_propertyTree->setVisible(!m_properties.isEmpty());
    m_path->setText(m_jsonPath);
    m_path->setVisible(!m_jsonPath.isEmpty());
    m_propertyTree->setHeaderLabels({tr("Property"), tr("Value")});
    //: accessible name of the details pane's table of properties
    m_propertyTree->setAccessibleName(tr("Properties"));
    //: accessible description of the details pane's table of properties
    m_propertyTree->setAccessibleDescription(
        tr("The properties of the selected conversation, message or chunk, with their values"));
    //: heading above the raw JSON tree in the details pane
    m_rawLabel->setText(tr("Source JSON"));
    //: heading above the fields the reader did not recognise
    m_extraLabel->setText(tr("Extra (unknown) fields"));
    // Item views take no name from a buddy label: each is named after its heading.
    m_raw->setAccessibleName(m_rawLabel->text());
    m_extra->setAccessibleName(m_extraLabel->text());
    //: accessible description of the details pane's source JSON tree
    m_raw->setAccessibleDescription(tr("The JSON the selection was read from; the context menu "
                                       "copies a value, its JSON or its path"));
    //: accessible description of the details pane's tree of unrecognised fields
    m_extra->setAccessibleDescription(
        tr("The fields of the source JSON that the reader did not recognise"));
    m_problems->clear();
    for (const Diagnostic &d : m_diagnostics) {
        auto *item = new QListWidgetItem(d.text(), m_problems);
        item->setToolTip(plainToolTip(d.location.toString()));
    }
    //: heading above the diagnostics list in the details pane
    m_problemsLabel->setText(tr("Problems (%1)").arg(m_diagnostics.size()));
    m_problems->setAccessibleName(m_problemsLabel->text());
    //: accessible description of the details pane's list of diagnostics
    m_problems->setAccessibleDescription(
        tr("What the reader found wrong or doubtful in the selection"));
    m_problemsLabel->setVisible(!m_diagnostics.isEmpty());
    m_problems->setVisible(!m_diagnostics.isEmpty());
}
