// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_writer.h"

#include "cited_pieces.h"
#include "image_probe.h"
#include "json/json_node.h"

#include <QLocale>
#include <QSet>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The longest run of `c` in `text`.
qsizetype longestRun(const QString &text, QChar c)
{
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar ch : text) {
        run = ch == c ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

// A fenced block that no backtick run inside can close early: its fence is longer than any.
// The info string (a language or MIME type from the input) keeps only the characters of a
// language name, so a newline or a backtick in it cannot end the fence line either.
QString fenced(const QString &info, const QString &content)
{
    const QString fence(std::max<qsizetype>(3, longestRun(content, u'`') + 1), u'`');
    QString safeInfo;
    for (const QChar c : info) {
        if (c.isLetterOrNumber() || c == u'+' || c == u'-' || c == u'_' || c == u'.' || c == u'#'
            || c == u'/')
            safeInfo += c;
    }
    return fence + safeInfo + u'\n' + content + u'\n' + fence + u"\n\n"_s;
}

QString jsonBlock(const JsonText &value)
{
    return fenced(u"json"_s, value.isNull() ? u"null"_s : prettyJson(value));
}

// One line of input shown as code: line breaks become spaces, delimited by a backtick run
// longer than any inside.
QString inlineCode(const QString &text)
{
    QString line = text;
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    const QString ticks(longestRun(line, u'`') + 1, u'`');
    const bool pad = line.startsWith(u'`') || line.endsWith(u'`');
    return ticks + (pad ? u" "_s : QString()) + line + (pad ? u" "_s : QString()) + ticks;
}

// One line of input shown as plain text (a role, a title, a MIME type): line breaks become
// spaces and the characters that start code, links, images, HTML tags, entities, tables,
// headings or emphasis with `*` are escaped, so it renders as written (an underscore inside a
// word, as in file names, starts nothing and stays).
QString plainLine(const QString &text)
{
    static const QString special = u"\\`*[]<>!|&#"_s;
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\r' || c == u'\t')
            out += u' ';
        else if (special.contains(c))
            out += u'\\' + QString(c);
        else
            out += c;
    }
    return out;
}

// A reference: a live link only for http and https addresses; anything else (javascript:,
// data:, file:) is shown as code.
QString referenceLink(const QString &title, const QString &uri)
{
    const QString shown = plainLine(title.isEmpty() ? uri : title);
    if (uri.isEmpty())
        return shown;
    const QUrl url(uri);
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && (scheme == u"http"_s || scheme == u"https"_s) && !url.host().isEmpty())
        return u'[' + shown + u"](<"_s + QString::fromLatin1(url.toEncoded()) + u">)"_s;
    return title.isEmpty() ? inlineCode(uri) : shown + u" ("_s + inlineCode(uri) + u')';
}

} // namespace

QString MarkdownWriter::write(const ExportSource &source)
{
    QString md;
    int footnote = 0;
    md += u"# "_s
        + (source.displayName.isEmpty() ? tr("Transcript") : plainLine(source.displayName)) + u'\n';
    if (!source.formatId.isEmpty())
        md += u'\n' + tr("Format: %1").arg(inlineCode(source.formatId)) + u'\n';

    for (int c = 0; c < source.conversations.size(); ++c) {
        const auto &conversation = source.conversations.at(c);
        if (!conversation)
            continue;
        const QString name
            = !conversation->title.isEmpty() ? conversation->title : conversation->id;
        md += u"\n## "_s
            + (name.isEmpty() ? tr("Conversation %1").arg(c + 1)
                              : tr("Conversation %1: %2").arg(c + 1).arg(plainLine(name)))
            + u"\n\n"_s;

        for (const Message &message : conversation->messages)
            appendMessage(md, message, footnote);
    }
    return md;
}

QString MarkdownWriter::message(const Message &message)
{
    QString md;
    int footnote = 0;
    appendMessage(md, message, footnote);
    return md;
}

void MarkdownWriter::appendMessage(QString &md, const Message &message, int &footnote)
{
    const QLocale locale;
    QString heading = message.role.isEmpty() ? tr("(no role)") : plainLine(message.role);
    if (!message.author.isEmpty())
        heading = tr("%1 (%2)").arg(heading, plainLine(message.author));
    if (message.time.valid)
        heading = tr("%1, %2").arg(heading, message.time.toRfc3339());
    md += u"### "_s + heading + u"\n\n"_s;

    // Segment s of the message gets footnote firstFootnote + s (numbered below); its
    // reference follows its last cited piece in the text, where Markdown allows one.
    const int firstFootnote = footnote + 1;
    QSet<int> placed;
    for (const Chunk &chunk : message.chunks) {
        switch (chunk.kind) {
        case ChunkKind::Text: {
            QVector<QPair<qsizetype, QString>> references;
            if (message.grounding) {
                for (const CitedPieces::Piece &piece : CitedPieces::of(*message.grounding, chunk)) {
                    if (!piece.last)
                        continue;
                    placed.insert(piece.segment);
                    references.append({piece.utf16.end,
                        u"[^"_s + QString::number(firstFootnote + piece.segment) + u']'});
                }
            }
            md += CitedPieces::withReferences(chunk.text, references) + u"\n\n"_s;
            break;
        }
        case ChunkKind::Thought:
            md += u"> **"_s + tr("Thought") + u"**\n>\n> "_s
                + QString(chunk.text).replace(u'\n', u"\n> "_s) + u"\n\n"_s;
            break;
        case ChunkKind::Transcript:
            md += u"*"_s + tr("Transcript:") + u"* "_s + chunk.text + u"\n\n"_s;
            break;
        case ChunkKind::Image: {
            const ImageProbe probe = ImageProbe::probe(chunk.data);
            md += u"*["_s
                + (probe.decoded
                        ? tr("image %1 %2×%3")
                              .arg(plainLine(chunk.mimeType))
                              .arg(probe.width)
                              .arg(probe.height)
                        : tr("image %1 that does not decode").arg(plainLine(chunk.mimeType)))
                + u"]*\n\n"_s;
            break;
        }
        case ChunkKind::Blob:
            md += u"*["_s
                + tr("attachment %1, %2")
                      .arg(plainLine(chunk.mimeType), locale.formattedDataSize(chunk.data.size()))
                + u"]*\n\n"_s;
            break;
        case ChunkKind::File:
            md += u"*["_s + tr("file %1 %2").arg(plainLine(chunk.mimeType), inlineCode(chunk.text))
                + u"]*\n\n"_s;
            break;
        case ChunkKind::ToolCall:
            md += u"**"_s + tr("Tool call %1").arg(inlineCode(chunk.toolName)) + u"**\n\n"_s
                + jsonBlock(chunk.json.isNull() ? JsonText {QByteArrayLiteral("{}")} : chunk.json);
            break;
        case ChunkKind::ToolResponse:
            md += u"**"_s + tr("Tool response %1").arg(inlineCode(chunk.toolName)) + u"**\n\n"_s
                + jsonBlock(chunk.json);
            break;
        case ChunkKind::AgentTransfer:
            md += u"→ "_s
                + tr("Transfer to %1")
                      .arg(plainLine(
                          chunk.displayName.isEmpty() ? chunk.targetAgent : chunk.displayName))
                + u"\n\n"_s;
            break;
        case ChunkKind::Payload:
            md += u"**"_s + tr("Payload") + u"**\n\n"_s + jsonBlock(chunk.json);
            break;
        case ChunkKind::UpdatedVariables:
            md += u"**"_s + tr("Updated variables") + u"**\n\n"_s + jsonBlock(chunk.json);
            break;
        case ChunkKind::DefaultVariables:
            md += u"**"_s + tr("Default variables") + u"**\n\n"_s + jsonBlock(chunk.json);
            break;
        case ChunkKind::ExecutableCode:
            md += fenced(chunk.mimeType.toLower(), chunk.text);
            break;
        case ChunkKind::CodeExecutionResult:
            md += fenced(QString(), chunk.text);
            break;
        case ChunkKind::Error:
            md += u"**"_s + tr("Error %1").arg(plainLine(chunk.mimeType)) + u"** "_s + chunk.text
                + u"\n\n"_s;
            break;
        case ChunkKind::Unknown:
            md += u"**"_s + tr("Unknown chunk kind %1").arg(inlineCode(chunk.unknownKey))
                + u"**\n\n"_s + jsonBlock(chunk.json);
            break;
        }
    }

    if (message.grounding && !message.grounding->citations.isEmpty()) {
        const Grounding &grounding = *message.grounding;
        QStringList marks;
        QString notes;
        for (const CitedSegment &segment : grounding.citations) {
            ++footnote;
            if (!placed.contains(footnote - firstFootnote))
                marks << u"[^"_s + QString::number(footnote) + u']';
            QStringList sources;
            for (int index : segment.references) {
                if (index < 0 || index >= grounding.references.size())
                    continue;
                const Reference &ref = grounding.references.at(index);
                sources << referenceLink(ref.title, ref.uri);
            }
            const QString quoted = segment.text.isEmpty()
                ? tr("(citation could not be resolved)")
                : u"“"_s + QString(segment.text).replace(u'\n', u' ') + u"”"_s;
            notes += u"[^"_s + QString::number(footnote) + u"]: "_s + quoted
                + (sources.isEmpty() ? QString() : u" — "_s + sources.join(u", "_s)) + u'\n';
        }
        if (!marks.isEmpty()) // the segments with no place in the text
            md += tr("Sources: %1").arg(marks.join(u' ')) + u"\n\n"_s;
        md += notes + u'\n';
    }
}
