// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_writer.h"

#include "image_probe.h"
#include "json/json_node.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

// A fenced block that cannot be closed early by backticks inside the content.
QString fenced(const QString &info, const QString &content)
{
    QString fence = u"```"_s;
    while (content.contains(fence))
        fence += u'`';
    return fence + info + u'\n' + content + u'\n' + fence + u"\n\n"_s;
}

QString jsonBlock(const JsonText &value)
{
    return fenced(u"json"_s, value.isNull() ? u"null"_s : prettyJson(value));
}

QString inlineCode(const QString &text)
{
    if (text.contains(u'`'))
        return u"`` "_s + text + u" ``"_s;
    return u'`' + text + u'`';
}

} // namespace

QString MarkdownWriter::write(const ExportSource &source)
{
    QString md;
    const QLocale locale;
    int footnote = 0;
    md += u"# "_s + (source.displayName.isEmpty() ? tr("Transcript") : source.displayName) + u'\n';
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
                              : tr("Conversation %1: %2").arg(c + 1).arg(name))
            + u"\n\n"_s;

        for (const Message &message : conversation->messages) {
            QString heading = message.role.isEmpty() ? tr("(no role)") : message.role;
            if (!message.author.isEmpty())
                heading = tr("%1 (%2)").arg(heading, message.author);
            if (message.time.valid)
                heading = tr("%1, %2").arg(heading, message.time.toRfc3339());
            md += u"### "_s + heading + u"\n\n"_s;

            for (const Chunk &chunk : message.chunks) {
                switch (chunk.kind) {
                case ChunkKind::Text:
                    md += chunk.text + u"\n\n"_s;
                    break;
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
                        + (probe.decoded ? tr("image %1 %2×%3")
                                               .arg(chunk.mimeType)
                                               .arg(probe.width)
                                               .arg(probe.height)
                                         : tr("image %1 that does not decode").arg(chunk.mimeType))
                        + u"]*\n\n"_s;
                    break;
                }
                case ChunkKind::Blob:
                    md += u"*["_s
                        + tr("attachment %1, %2")
                              .arg(chunk.mimeType, locale.formattedDataSize(chunk.data.size()))
                        + u"]*\n\n"_s;
                    break;
                case ChunkKind::File:
                    md += u"*["_s + tr("file %1 %2").arg(chunk.mimeType, inlineCode(chunk.text))
                        + u"]*\n\n"_s;
                    break;
                case ChunkKind::ToolCall:
                    md += u"**"_s + tr("Tool call %1").arg(inlineCode(chunk.toolName)) + u"**\n\n"_s
                        + jsonBlock(
                            chunk.json.isNull() ? JsonText {QByteArrayLiteral("{}")} : chunk.json);
                    break;
                case ChunkKind::ToolResponse:
                    md += u"**"_s + tr("Tool response %1").arg(inlineCode(chunk.toolName))
                        + u"**\n\n"_s + jsonBlock(chunk.json);
                    break;
                case ChunkKind::AgentTransfer:
                    md += u"→ "_s
                        + tr("Transfer to %1")
                              .arg(chunk.displayName.isEmpty() ? chunk.targetAgent
                                                               : chunk.displayName)
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
                    md += u"**"_s + tr("Error %1").arg(chunk.mimeType) + u"** "_s + chunk.text
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
                    marks << u"[^"_s + QString::number(footnote) + u']';
                    QStringList sources;
                    for (int index : segment.references) {
                        if (index < 0 || index >= grounding.references.size())
                            continue;
                        const Reference &ref = grounding.references.at(index);
                        const QString title = ref.title.isEmpty() ? ref.uri : ref.title;
                        sources << (ref.uri.isEmpty() ? title
                                                      : u'[' + title + u"]("_s + ref.uri + u')');
                    }
                    const QString quoted = segment.text.isEmpty()
                        ? tr("(citation could not be resolved)")
                        : u"“"_s + QString(segment.text).replace(u'\n', u' ') + u"”"_s;
                    notes += u"[^"_s + QString::number(footnote) + u"]: "_s + quoted
                        + (sources.isEmpty() ? QString() : u" — "_s + sources.join(u", "_s))
                        + u'\n';
                }
                md += tr("Sources: %1").arg(marks.join(u' ')) + u"\n\n"_s + notes + u'\n';
            }
        }
    }
    return md;
}
