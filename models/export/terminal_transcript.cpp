// SPDX-License-Identifier: GPL-2.0-or-later
#include "terminal_transcript.h"

#include "cited_answer_text.h"
#include "transcript/message.h"
#include "transcript/span.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxJson = 200;

// Compact JSON on one line, cut after kMaxJson characters.
QString oneLine(const JsonText &json)
{
    QString text = QString::fromUtf8(json.json).simplified();
    if (text.size() > kMaxJson)
        text = text.left(kMaxJson) + u'…';
    return text;
}

void appendSpan(const Span &span, int depth, QString *out)
{
    QString line = QString(depth * 2, u' ') + span.name;
    if (span.duration)
        //: adk trace output: a span's duration in milliseconds
        line += u"  "_s
            + TerminalTranscript::tr("%1 ms").arg(double(*span.duration) / 1e6, 0, 'f', 1);
    if (span.derived)
        //: adk trace output: the span was made from event times, not measured
        line += u"  "_s + TerminalTranscript::tr("(derived from event times)");
    *out += line + u'\n';
    for (const Span &child : span.children)
        appendSpan(child, depth + 1, out);
}

} // namespace

QString TerminalTranscript::message(const Message &message)
{
    QString out;
    for (const Chunk &chunk : message.chunks) {
        switch (chunk.kind) {
        case ChunkKind::ToolCall:
            //: adk output: %1 tool name, %2 its arguments as JSON
            out += tr("calls %1 %2").arg(chunk.toolName, oneLine(chunk.json)) + u'\n';
            break;
        case ChunkKind::ToolResponse:
            //: adk output: %1 tool name, %2 its response as JSON
            out += tr("%1 answered %2").arg(chunk.toolName, oneLine(chunk.json)) + u'\n';
            break;
        case ChunkKind::AgentTransfer:
            //: adk output: %1 the agent the conversation goes to
            out += tr("transfers to %1")
                       .arg(chunk.displayName.isEmpty() ? chunk.targetAgent : chunk.displayName)
                + u'\n';
            break;
        case ChunkKind::Error:
            //: adk output: %1 error code, %2 error message (both from the agent)
            out += tr("error %1: %2").arg(chunk.mimeType, chunk.text) + u'\n';
            break;
        default:
            break;
        }
    }
    if (const std::optional<CitedAnswer> answer = CitedAnswer::of(message))
        out += answer->lines();
    return out;
}

QString TerminalTranscript::spans(const QVector<Span> &roots)
{
    QString out;
    for (const Span &root : roots)
        appendSpan(root, 0, &out);
    return out;
}
