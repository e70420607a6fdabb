// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_result_view.h"

#include "items/plain_tool_tip.h"
#include "json_tree_view.h"

#include "items/bounded_image_reader.h"
#include "items/plain_tool_tip.h"
#include "theme.h"

#include <QEvent>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxImageBase64 = 24 * 1024 * 1024;
constexpr int kShownImageSide = 320;

} // namespace

QueryPanelResultView::QueryPanelResultView(QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus); // a container: the keyboard goes to what it holds
    m_body = new QWidget(this);
    auto *layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(0, 0, 0, 0);
    m_error = new QLabel(m_body);
    m_error->setObjectName(u"toolResultError"_s);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // the server's own words
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(Theme::colorRule(Theme::of(this).error) + u" font-weight: bold;"_s);
    m_error->hide();
    layout->addWidget(m_error);
    auto *blocks = new QWidget(m_body);
    m_blocks = new QVBoxLayout(blocks);
    m_blocks->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(blocks);
    m_structuredTitle = new QLabel(m_body);
    m_structuredTitle->setTextFormat(Qt::PlainText);
    m_structuredTitle->hide();
    layout->addWidget(m_structuredTitle);
    m_structured = new JsonTreeView(false, m_body);
    m_structured->setObjectName(u"structuredContent"_s);
    retranslate();
    m_structured->setMinimumHeight(160);
    m_structured->hide();
    layout->addWidget(m_structured, 1);
    layout->addStretch(0);
    setWidget(m_body);
}

void QueryPanelResultView::clear()
{
    while (QLayoutItem *item = m_blocks->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_blockTexts.clear();
    m_images = 0;
    m_error->clear();
    m_error->hide();
    m_structured->setJson(JsonText());
    m_structured->hide();
    m_structuredTitle->hide();
}

QString QueryPanelResultView::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void QueryPanelResultView::showOutcome(const McpOutcome &outcome)
{
    clear();
    const McpToolResult &r = outcome.toolResult;
    if (outcome.error.isError()) {
        m_error->setText(outcome.error.kind == McpError::Kind::Tool
                //: tool result: the tool ran and reported an error (isError); %1 the explanation
                ? tr("Tool error: %1").arg(outcome.error.text())
                : outcome.error.text());
        m_error->show();
    }
    const QJsonArray content = QJsonDocument::fromJson(r.contentJson).array();
    for (const QJsonValue &value : content) {
        const QJsonObject block = value.toObject();
        const QString type = block.value(u"type"_s).toString();
        if (type == u"text"_s) {
            addText(block.value(u"text"_s).toString());
        } else if (type == u"image"_s) {
            addImage(block.value(u"data"_s).toString().toLatin1(),
                block.value(u"mimeType"_s).toString());
        } else if (type == u"audio"_s) {
            //: tool result: an audio block; %1 MIME type, %2 size of its base64 data
            addNote(tr("Audio (%1), %2 characters of base64 data")
                        .arg(block.value(u"mimeType"_s).toString())
                        .arg(block.value(u"data"_s).toString().size()));
        } else if (type == u"resource"_s) {
            const QJsonObject resource = block.value(u"resource"_s).toObject();
            //: tool result: an embedded resource; %1 its URI
            addNote(tr("Resource: %1").arg(resource.value(u"uri"_s).toString()));
            if (resource.contains(u"text"_s))
                addText(resource.value(u"text"_s).toString());
            else if (resource.contains(u"blob"_s))
                //: tool result: binary resource content; %1 MIME type, %2 base64 characters
                addNote(tr("Binary content (%1), %2 characters of base64 data")
                            .arg(resource.value(u"mimeType"_s).toString())
                            .arg(resource.value(u"blob"_s).toString().size()));
        } else if (type == u"resource_link"_s) {
            //: tool result: a link to a resource (not followed); %1 URI, %2 its name
            addNote(tr("Resource link: %1 %2")
                        .arg(block.value(u"uri"_s).toString(), block.value(u"name"_s).toString())
                        .trimmed());
        } else {
            //: tool result: a content block of a type the app does not know; %1 the type
            addNote(tr("Unknown content block \"%1\"").arg(type));
        }
    }
    if (content.isEmpty() && outcome.ok() && r.source != McpToolResult::Source::StructuredContent)
        //: tool result: the tool returned neither content nor structuredContent
        addNote(tr("The tool returned an empty result."));
    if (r.source == McpToolResult::Source::StructuredContent && !r.payloadJson.isEmpty()) {
        m_structuredTitle->show();
        m_structured->setJson(JsonText {r.payloadJson});
        m_structured->expandToDepth(0);
        m_structured->show();
    }
}

void QueryPanelResultView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QScrollArea::changeEvent(event);
}

void QueryPanelResultView::retranslate()
{
    //: tool result: heading above the structuredContent JSON tree
    m_structuredTitle->setText(tr("Structured content"));
    m_structured->setAccessibleName(m_structuredTitle->text());
    //: accessible description of the tool result's structuredContent JSON tree
    m_structured->setAccessibleDescription(tr("The structured result the tool returned, as a JSON "
                                              "tree; the context menu copies a value"));
}

void QueryPanelResultView::addText(const QString &text)
{
    auto *view = new QPlainTextEdit(this);
    view->setReadOnly(true);
    view->setPlainText(text);
    view->setObjectName(u"contentText"_s);
    // Long lines wrap: count roughly 60 characters a line.
    const int lines = qBound(2, int(text.count(u'\n') + text.size() / 60) + 2, 8);
    view->setFixedHeight(view->fontMetrics().lineSpacing() * lines + 12);
    m_blocks->addWidget(view);
    m_blockTexts << text;
}

void QueryPanelResultView::addNote(const QString &text)
{
    auto *label = new QLabel(text, this);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_blocks->addWidget(label);
    m_blockTexts << text;
}

void QueryPanelResultView::addImage(const QByteArray &base64, const QString &mimeType)
{
    QImage image;
    if (base64.size() <= kMaxImageBase64) {
        const auto decoded
            = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
        if (decoded) {
            BoundedImageReader::Outcome read = BoundedImageReader::read(*decoded);
            if (const QString why = BoundedImageReader::refusalText(read); !why.isEmpty()) {
                addNote(why); // beyond the limits: says why
                return;
            }
            image = std::move(read.image);
        }
    }
    if (image.isNull()) {
        //: tool result: an image block that could not be decoded; %1 MIME type
        addNote(tr("Image (%1) that could not be decoded").arg(mimeType));
        return;
    }
    auto *label = new QLabel(this);
    label->setObjectName(u"contentImage"_s);
    const QImage shown = image.width() > kShownImageSide || image.height() > kShownImageSide
        ? image.scaled(
            kShownImageSide, kShownImageSide, Qt::KeepAspectRatio, Qt::SmoothTransformation)
        : image;
    label->setPixmap(QPixmap::fromImage(shown));
    //: tool result: tooltip of an image; %1 MIME type, %2 width, %3 height in pixels
    label->setToolTip(
        plainToolTip(tr("%1, %2 × %3").arg(mimeType).arg(image.width()).arg(image.height())));
    m_blocks->addWidget(label);
    m_blockTexts << u"[image]"_s;
    ++m_images;
}
