// SPDX-License-Identifier: GPL-2.0-or-later
// ADK `/run_sse` streams: partial fragments (formats.md §1.4.6).
#include "adk_reader.h"
#include "open_end_scope.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace {

QString streamKey(const Message &m)
{
    return m.invocationId + QChar(0x1f) + m.author;
}

bool isTextLike(ChunkKind k)
{
    return k == ChunkKind::Text || k == ChunkKind::Thought;
}

// Appends the fragment `f` to the synthetic event `into`, joining text to text.
void appendFragment(Message &into, const Message &f)
{
    for (const Chunk &chunk : f.chunks) {
        if (!into.chunks.isEmpty() && isTextLike(chunk.kind)
            && into.chunks.last().kind == chunk.kind) {
            Chunk &last = into.chunks.last();
            last.text += chunk.text;
            last.thoughtSignatureBytes += chunk.thoughtSignatureBytes;
            continue;
        }
        Chunk c = chunk;
        c.sourcePart = int(into.chunks.size());
        into.chunks.append(c);
    }
    if (!f.usage.isEmpty())
        into.usage = f.usage;
    if (!f.finishReason.isEmpty())
        into.finishReason = f.finishReason;
    if (into.role.isEmpty())
        into.role = f.role;
    if (into.modelVersion.isEmpty())
        into.modelVersion = f.modelVersion;
    into.flags.turnComplete = into.flags.turnComplete || f.flags.turnComplete;
    into.flags.interrupted = into.flags.interrupted || f.flags.interrupted;
    into.diagnostics += f.diagnostics;
}

} // namespace

namespace adk {

void mergePartials(QVector<Message> &messages, QVector<SourceLocation> &locations)
{
    const qsizetype n = messages.size();
    bool anyPartial = false;
    for (const Message &m : std::as_const(messages))
        anyPartial = anyPartial || m.flags.partial;
    if (!anyPartial)
        return;

    // For each fragment: is a complete event of the same invocation and author still to come?
    QVector<bool> completedLater(n, false);
    {
        QHash<QString, bool> completeAhead;
        for (qsizetype i = n - 1; i >= 0; --i) {
            const Message &m = messages.at(i);
            if (m.flags.partial)
                completedLater[i] = completeAhead.value(streamKey(m));
            else
                completeAhead.insert(streamKey(m), true);
        }
    }

    QVector<Message> out;
    QVector<SourceLocation> outLocations;
    out.reserve(n);
    QHash<QString, int> hiddenBefore; // fragments waiting for their complete event
    QHash<QString, qsizetype> synthetic; // key → index in `out` of the merged event
    QHash<qsizetype, QVector<QByteArray>> rawsOf;
    QHash<qsizetype, qsizetype> lastFragment; // merged event → index of its last fragment
    qsizetype lastComplete = -1;
    for (qsizetype i = 0; i < n; ++i)
        lastComplete = messages.at(i).flags.partial ? lastComplete : i;
    for (qsizetype i = 0; i < n; ++i) {
        Message &m = messages[i];
        const QString key = streamKey(m);
        if (!m.flags.partial) {
            if (const int hidden = hiddenBefore.take(key); hidden > 0) {
                m.diagnostics.append(makeDiagnostic(Severity::Info,
                    QT_TRANSLATE_NOOP(
                        "Diagnostic", "%1 streamed fragments are hidden behind this event"),
                    {QString::number(hidden)}, locations.value(i)));
            }
            outLocations.append(locations.value(i));
            out.append(std::move(m));
            continue;
        }
        if (completedLater.at(i)) {
            ++hiddenBefore[key];
            continue;
        }
        // A cut-off stream: every fragment of this key joins one synthetic event.
        auto it = synthetic.find(key);
        if (it == synthetic.end()) {
            Message merged = m;
            merged.chunks.clear();
            merged.diagnostics.clear();
            merged.flags.partial = false;
            appendFragment(merged, m);
            merged.flags.mergedFragments = 1;
            rawsOf[out.size()].append(m.raw.json);
            lastFragment.insert(out.size(), i);
            synthetic.insert(key, out.size());
            outLocations.append(locations.value(i));
            out.append(std::move(merged));
            continue;
        }
        Message &merged = out[it.value()];
        appendFragment(merged, m);
        ++merged.flags.mergedFragments;
        rawsOf[it.value()].append(m.raw.json);
        lastFragment.insert(it.value(), i);
    }
    // A live run still streaming (OpenEndScope): fragments after the last complete event are the
    // answer so far, their complete event still to come, not a stream that was cut off.
    const bool openEnd = OpenEndScope::active();
    for (auto it = synthetic.cbegin(); it != synthetic.cend(); ++it) {
        Message &merged = out[it.value()];
        const QVector<QByteArray> &parts = rawsOf.value(it.value());
        if (!parts.isEmpty() && !parts.first().isEmpty()) // no raw texts in check
            merged.raw.json = '[' + QByteArrayList(parts).join(',') + ']';
        // The answer so far of a run still streaming: nothing is wrong with it (the event's
        // "merged from N fragments" and the page's running state say what it is).
        if (openEnd && lastFragment.value(it.value()) > lastComplete)
            continue;
        merged.diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic",
                "The stream ended before a complete event: %1 partial fragments are merged "
                "into one event"),
            {QString::number(merged.flags.mergedFragments)}, outLocations.value(it.value())));
    }
    messages = std::move(out);
    locations = std::move(outLocations);
}

} // namespace adk
