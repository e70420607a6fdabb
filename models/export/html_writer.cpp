// SPDX-License-Identifier: GPL-2.0-or-later
#include "html_writer.h"

#include "cited_pieces.h"
#include "image_probe.h"
#include "markdown_html.h"
#include "json/json_node.h"

#include <QLocale>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

const QString kStyle = uR"(
body{font-family:system-ui,"Noto Sans","Noto Sans CJK JP",sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f;background:#fff;line-height:1.45}
h1{font-size:1.5rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ddd}
.message{border:1px solid #ddd;border-radius:6px;padding:.5rem .9rem;margin:.8rem 0}
.message.user{background:#f2f6ff}.head{font-size:.85rem;color:#555;margin-bottom:.3rem}
.role{font-weight:600;color:#1d1d1f}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.3rem 0}
.text.markdown{white-space:normal}
.markdown table{border-collapse:collapse}.markdown th,.markdown td{border:1px solid #ddd;padding:.2rem .5rem}
mark{background:#fff1b8;color:inherit}sup a{text-decoration:none}
.thought{color:#555;font-style:italic;border-left:3px solid #ccc;padding-left:.6rem}
.label{font-size:.85rem;font-weight:600;margin:.5rem 0 .2rem}
pre{background:#f6f6f6;border:1px solid #e3e3e3;border-radius:4px;padding:.5rem;overflow:auto;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}
img{max-width:100%;height:auto;border:1px solid #ddd;display:block;margin:.3rem 0}
.note{color:#555;font-size:.9rem}.sources{font-size:.9rem}.sources li{margin:.2rem 0}
.diagnostics li.error{color:#a00}.diagnostics li.warning{color:#850}
)"_s;

// The image types embedded as data: URIs, each with the magic bytes its content must start with.
bool isEmbeddableImage(const QString &mimeType, const QByteArray &data)
{
    const QString type = mimeType.trimmed().toLower();
    if (type == u"image/png"_s)
        return data.startsWith("\x89PNG\r\n\x1a\n");
    if (type == u"image/jpeg"_s || type == u"image/jpg"_s)
        return data.startsWith("\xff\xd8\xff");
    if (type == u"image/webp"_s)
        return data.size() >= 12 && data.startsWith("RIFF") && data.mid(8, 4) == "WEBP";
    return false;
}

QString canonicalImageType(const QString &mimeType)
{
    const QString type = mimeType.trimmed().toLower();
    return type == u"image/jpg"_s ? u"image/jpeg"_s : type;
}

/// Builds the document body; one instance per write().
class Builder
{
    Q_DECLARE_TR_FUNCTIONS(HtmlWriter)
public:
    QString html;

    void conversation(int index, const Conversation &conversation);

private:
    void message(const Message &message);
    void chunk(const Message &message, const Chunk &chunk);
    /// A Markdown text with its cited pieces marked and their footnote references.
    void markdown(const Message &message, const Chunk &chunk, const QString &cssClass);
    void grounding(const Grounding &grounding);
    void text(const QString &content, const QString &cssClass = u"text"_s)
    {
        html += u"<div class=\""_s + cssClass + u"\">"_s + HtmlWriter::escape(content)
            + u"</div>\n"_s;
    }
    void label(const QString &content)
    {
        html += u"<div class=\"label\">"_s + HtmlWriter::escape(content) + u"</div>\n"_s;
    }
    void note(const QString &content)
    {
        html += u"<div class=\"note\">"_s + HtmlWriter::escape(content) + u"</div>\n"_s;
    }
    void pre(const QString &content)
    {
        html += u"<pre>"_s + HtmlWriter::escape(content) + u"</pre>\n"_s;
    }
    void json(const JsonText &value) { pre(value.isNull() ? u"null"_s : prettyJson(value)); }

    int m_footnote = 0;
    QLocale m_locale;
};

void Builder::conversation(int index, const Conversation &conversation)
{
    const QString name = !conversation.title.isEmpty() ? conversation.title : conversation.id;
    html += u"<section class=\"conversation\">\n<h2>"_s
        + HtmlWriter::escape(name.isEmpty() ? tr("Conversation %1").arg(index + 1)
                                            : tr("Conversation %1: %2").arg(index + 1).arg(name))
        + u"</h2>\n"_s;
    for (const Message &m : conversation.messages)
        message(m);
    html += u"</section>\n"_s;
}

void Builder::message(const Message &message)
{
    const QString role = message.role.isEmpty() ? tr("(no role)") : message.role;
    // The role is free text from the source: escaped, and only [a-z] kept for the CSS class.
    QString roleClass;
    for (const QChar c : message.role.toLower()) {
        if (c >= u'a' && c <= u'z')
            roleClass += c;
    }
    html += u"<article class=\"message "_s + roleClass + u"\">\n<div class=\"head\">"_s
        + u"<span class=\"role\">"_s + HtmlWriter::escape(role) + u"</span>"_s;
    if (!message.author.isEmpty())
        html += u" · "_s + HtmlWriter::escape(message.author);
    if (message.time.valid) {
        const QString rfc = message.time.toRfc3339();
        html += u" · <time datetime=\""_s + HtmlWriter::escape(rfc) + u"\">"_s
            + HtmlWriter::escape(rfc) + u"</time>"_s;
    }
    html += u"</div>\n"_s;
    for (const Chunk &c : message.chunks)
        chunk(message, c);
    if (message.grounding && !message.grounding->isEmpty())
        grounding(*message.grounding);
    html += u"</article>\n"_s;
}

void Builder::markdown(const Message &message, const Chunk &chunk, const QString &cssClass)
{
    // Segment s of the message is footnote m_footnote + 1 + s (grounding() numbers them next).
    QVector<MarkdownHtml::Mark> marks;
    if (message.grounding) {
        for (const CitedPieces::Piece &piece : CitedPieces::of(*message.grounding, chunk)) {
            const QString number = QString::number(m_footnote + 1 + piece.segment);
            marks.append({piece.utf16,
                piece.last
                    ? u"<sup><a href=\"#fn-"_s + number + u"\">["_s + number + u"]</a></sup>"_s
                    : QString()});
        }
    }
    html += u"<div class=\""_s + cssClass + u" markdown\">\n"_s
        + MarkdownHtml::render(chunk.text, marks) + u"</div>\n"_s;
}

void Builder::chunk(const Message &message, const Chunk &chunk)
{
    switch (chunk.kind) {
    case ChunkKind::Text:
        markdown(message, chunk, u"text"_s);
        break;
    case ChunkKind::Thought:
        //: HTML export: heading of a model's reasoning ("thought") chunk
        label(tr("Thought"));
        markdown(message, chunk, u"text thought"_s);
        break;
    case ChunkKind::Transcript:
        //: HTML export: heading of a speech-to-text transcript chunk
        label(tr("Transcript"));
        text(chunk.text);
        break;
    case ChunkKind::Image: {
        const ImageProbe probe = ImageProbe::probe(chunk.data);
        const QString description = probe.decoded
            //: HTML export: %1 MIME type, %2×%3 width×height in pixels
            ? tr("image %1 %2×%3").arg(chunk.mimeType).arg(probe.width).arg(probe.height)
            : tr("image %1 that does not decode").arg(chunk.mimeType);
        if (probe.decoded && isEmbeddableImage(chunk.mimeType, chunk.data)) {
            html += u"<img src=\"data:"_s + canonicalImageType(chunk.mimeType) + u";base64,"_s
                + QString::fromLatin1(chunk.data.toBase64()) + u"\" width=\""_s
                + QString::number(probe.width) + u"\" height=\""_s + QString::number(probe.height)
                + u"\" alt=\""_s + HtmlWriter::escape(description) + u"\">\n"_s;
        } else {
            note(u'[' + description + u']');
        }
        break;
    }
    case ChunkKind::Blob:
        note(u'['
            + tr("attachment %1, %2")
                  .arg(chunk.mimeType, m_locale.formattedDataSize(chunk.data.size()))
            + u']');
        break;
    case ChunkKind::File:
        // Not a link: file URIs are often gs:// or local and would be fetched by a click.
        note(u'[' + tr("file %1 %2").arg(chunk.mimeType, chunk.text) + u']');
        break;
    case ChunkKind::ToolCall:
        label(tr("Tool call %1").arg(chunk.toolName));
        json(chunk.json.isNull() ? JsonText {QByteArrayLiteral("{}")} : chunk.json);
        break;
    case ChunkKind::ToolResponse:
        label(tr("Tool response %1").arg(chunk.toolName));
        json(chunk.json);
        break;
    case ChunkKind::AgentTransfer:
        note(u"→ "_s
            + tr("Transfer to %1")
                  .arg(chunk.displayName.isEmpty() ? chunk.targetAgent : chunk.displayName));
        break;
    case ChunkKind::Payload:
        //: HTML export: heading of a custom JSON payload chunk
        label(tr("Payload"));
        json(chunk.json);
        break;
    case ChunkKind::UpdatedVariables:
        label(tr("Updated variables"));
        json(chunk.json);
        break;
    case ChunkKind::DefaultVariables:
        label(tr("Default variables"));
        json(chunk.json);
        break;
    case ChunkKind::ExecutableCode:
        //: HTML export: heading of generated code; %1 the programming language
        label(tr("Code (%1)").arg(chunk.mimeType));
        pre(chunk.text);
        break;
    case ChunkKind::CodeExecutionResult:
        //: HTML export: heading of the output of executed code; %1 the outcome (e.g. OUTCOME_OK)
        label(tr("Code result (%1)").arg(chunk.mimeType));
        pre(chunk.text);
        break;
    case ChunkKind::Error:
        label(tr("Error %1").arg(chunk.mimeType));
        text(chunk.text);
        break;
    case ChunkKind::Unknown:
        label(tr("Unknown chunk kind %1").arg(chunk.unknownKey));
        json(chunk.json);
        break;
    }
}

void Builder::grounding(const Grounding &grounding)
{
    if (!grounding.citations.isEmpty()) {
        const int first = m_footnote + 1;
        //: HTML export: heading of the numbered citation footnotes of a message
        label(tr("Sources"));
        html += u"<ol class=\"sources\" start=\""_s + QString::number(first) + u"\">\n"_s;
        for (const CitedSegment &segment : grounding.citations) {
            ++m_footnote;
            //: HTML export: a citation that supports the whole message rather than a passage
            const QString whole = tr("(the whole message)");
            const QString unresolved = tr("(citation could not be resolved)");
            const QString quoted = segment.wholeMessage ? whole
                : segment.text.isEmpty()                ? unresolved
                                                        : u"“"_s + segment.text + u"”"_s;
            html += u"<li id=\"fn-"_s + QString::number(m_footnote) + u"\">"_s
                + HtmlWriter::escape(quoted);
            QStringList links;
            for (int index : segment.references) {
                if (index < 0 || index >= grounding.references.size())
                    continue;
                const Reference &ref = grounding.references.at(index);
                const QString title = ref.title.isEmpty() ? ref.uri : ref.title;
                if (HtmlWriter::isSafeLink(ref.uri)) {
                    links << u"<a href=\""_s + HtmlWriter::escape(ref.uri)
                            + u"\" rel=\"noopener noreferrer\">"_s
                            + HtmlWriter::escape(title.isEmpty() ? ref.uri : title) + u"</a>"_s;
                } else if (!title.isEmpty()) {
                    links << HtmlWriter::escape(title);
                }
            }
            if (!links.isEmpty())
                html += u" — "_s + links.join(u", "_s);
            html += u"</li>\n"_s;
        }
        html += u"</ol>\n"_s;
    }
    if (!grounding.queries.isEmpty()) {
        //: HTML export: heading of the web search queries the model ran
        label(tr("Search queries"));
        html += u"<ul class=\"sources\">\n"_s;
        for (const QString &query : grounding.queries)
            html += u"<li>"_s + HtmlWriter::escape(query) + u"</li>\n"_s;
        html += u"</ul>\n"_s;
    }
}

} // namespace

QString HtmlWriter::escape(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            out += u"&amp;"_s;
            break;
        case u'<':
            out += u"&lt;"_s;
            break;
        case u'>':
            out += u"&gt;"_s;
            break;
        case u'"':
            out += u"&quot;"_s;
            break;
        case u'\'':
            out += u"&#39;"_s;
            break;
        case 0:
            out += QChar(0xfffd);
            break;
        default:
            out += c;
        }
    }
    return out;
}

bool HtmlWriter::isSafeLink(const QString &uri)
{
    const QUrl url(uri.trimmed(), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http"_s || scheme == u"https"_s) && !url.host().isEmpty();
}

QString HtmlWriter::write(const ExportSource &source)
{
    const QString title = source.displayName.isEmpty() ? tr("Transcript") : source.displayName;
    QString lang = QLocale().bcp47Name();
    if (lang.isEmpty() || lang == u"C"_s)
        lang = u"en"_s;
    Builder body;
    body.html += u"<h1>"_s + escape(title) + u"</h1>\n"_s;
    if (!source.formatId.isEmpty()) {
        body.html += u"<p class=\"note\">"_s + escape(tr("Format: %1").arg(source.formatId))
            + u"</p>\n"_s;
    }
    for (int c = 0; c < source.conversations.size(); ++c) {
        if (source.conversations.at(c))
            body.conversation(c, *source.conversations.at(c));
    }
    const Diagnostics diagnostics = source.allDiagnostics();
    if (!diagnostics.isEmpty()) {
        //: HTML export: heading of the problems found while reading the file
        const QString heading = tr("Diagnostics");
        body.html
            += u"<section class=\"diagnostics\">\n<h2>"_s + escape(heading) + u"</h2>\n<ul>\n"_s;
        for (const Diagnostic &diagnostic : diagnostics) {
            const QString where = diagnosticLocation(diagnostic.location);
            //: HTML export: %1 a problem found in the file, %2 where (a JSON path or line:column)
            const QString located = tr("%1 (at %2)").arg(diagnostic.text(), where);
            body.html += u"<li class=\""_s + Diagnostic::severityId(diagnostic.severity) + u"\">"_s
                + escape(where.isEmpty() ? diagnostic.text() : located) + u"</li>\n"_s;
        }
        body.html += u"</ul>\n</section>\n"_s;
    }

    return u"<!DOCTYPE html>\n<html lang=\""_s + escape(lang)
        + u"\">\n<head>\n<meta charset=\"utf-8\">\n"_s
          u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "_s
          u"img-src data:; style-src 'unsafe-inline'\">\n"_s
          u"<meta name=\"referrer\" content=\"no-referrer\">\n"_s
          u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"_s
        + escape(title) + u"</title>\n<style>"_s + kStyle + u"</style>\n</head>\n<body>\n"_s
        + body.html + u"</body>\n</html>\n"_s;
}
