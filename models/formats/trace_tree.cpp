// SPDX-License-Identifier: GPL-2.0-or-later
// The span forest of a trace file from parent ids (adk-live.md §4.2: spans come in end order).
#include "reader_support.h"
#include "trace_reader.h"

#include <QHash>
#include <algorithm>
#include <numeric>

namespace {

void note(Diagnostics &diagnostics, Severity severity, const SourceLocation &where,
    const Span &span, const char *text, const QStringList &args)
{
    diagnostics.append(makeDiagnostic(severity, text, args, readers::at(where, span.jsonPath)));
}

// Builds the value tree below `i` (depth is bounded by buildTree's flattening).
Span take(QVector<Span> &flat, const QVector<QVector<int>> &children, int i)
{
    Span s = std::move(flat[i]);
    s.children.reserve(children.at(i).size());
    for (const int c : children.at(i))
        s.children.append(take(flat, children, c));
    return s;
}

} // namespace

namespace trace {

QVector<Span> buildTree(QVector<Span> flat, const SourceLocation &where, Diagnostics &diagnostics)
{
    const int n = int(flat.size());
    // Start order (unknown starts last), file order among equals.
    QVector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&flat](int a, int b) {
        const Timestamp &x = flat.at(a).start;
        const Timestamp &y = flat.at(b).start;
        if (x.valid != y.valid)
            return x.valid;
        return x.valid && x.nanosSinceEpoch < y.nanosSinceEpoch;
    });
    QHash<QString, int> byId;
    for (int i = 0; i < n; ++i) {
        const Span &s = flat.at(i);
        if (s.spanId.isEmpty())
            continue;
        const auto it = byId.constFind(s.spanId);
        if (it == byId.constEnd())
            byId.insert(s.spanId, i);
        else
            note(diagnostics, Severity::Warning, where, s,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "Duplicate span id %1: both spans are shown, children go to the first (%2)"),
                {s.spanId, flat.at(*it).jsonPath});
    }
    QVector<int> parent(n, -1);
    for (int i = 0; i < n; ++i) {
        const Span &s = flat.at(i);
        if (s.parentSpanId.isEmpty())
            continue;
        const int p = byId.value(s.parentSpanId, -1);
        if (p < 0 || p == i) {
            note(diagnostics, Severity::Info, where, s,
                QT_TRANSLATE_NOOP("Diagnostic",
                    "The parent %1 of span %2 is not in the file: shown at the top level"),
                {s.parentSpanId, s.name});
            continue;
        }
        parent[i] = p;
    }
    // Cut cycles: walk up from every span; a walk that meets itself makes one span a root.
    QVector<int> state(n, 0); // 0 unseen, 1 on the current walk, 2 done
    for (int i = 0; i < n; ++i) {
        QVector<int> walk;
        int at = i;
        while (at >= 0 && state.at(at) == 0) {
            state[at] = 1;
            walk.append(at);
            at = parent.at(at);
        }
        if (at >= 0 && state.at(at) == 1) {
            note(diagnostics, Severity::Warning, where, flat.at(at),
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "Span %1 is its own ancestor: the cycle is cut there"),
                {flat.at(at).name});
            parent[at] = -1;
        }
        for (const int w : walk)
            state[w] = 2;
    }
    // Children in start order; nesting past kMaxSpanDepth hangs at the last allowed level.
    QVector<QVector<int>> children(n);
    QVector<int> roots;
    for (const int i : order) {
        if (parent.at(i) < 0)
            roots.append(i);
        else
            children[parent.at(i)].append(i);
    }
    QVector<int> rank(n);
    for (int k = 0; k < n; ++k)
        rank[order.at(k)] = k;
    QVector<int> depth(n, 0);
    QVector<int> queue = roots;
    bool flattened = false;
    for (qsizetype q = 0; q < queue.size(); ++q) {
        const int i = queue.at(q);
        if (depth.at(i) + 1 < kMaxSpanDepth) {
            for (const int c : std::as_const(children.at(i))) {
                depth[c] = depth.at(i) + 1;
                queue.append(c);
            }
            continue;
        }
        // The last allowed level: every descendant of i becomes a leaf child of i.
        QVector<int> all;
        QVector<int> stack = children.at(i);
        while (!stack.isEmpty()) {
            const int c = stack.takeLast();
            all.append(c);
            stack += children.at(c);
            children[c].clear();
        }
        flattened = flattened || all.size() > children.at(i).size();
        std::sort(
            all.begin(), all.end(), [&rank](int a, int b) { return rank.at(a) < rank.at(b); });
        children[i] = all;
    }
    if (flattened)
        diagnostics.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP(
                "Diagnostic", "Spans nested deeper than %1 levels are shown at level %1"),
            {QString::number(kMaxSpanDepth)}, where));
    QVector<Span> out;
    out.reserve(roots.size());
    for (const int r : roots)
        out.append(take(flat, children, r));
    return out;
}

bool namesAnEvent(const Span &span, const QSet<QString> &eventIds)
{
    if (!span.eventId.isEmpty() && eventIds.contains(span.eventId))
        return true;
    return std::any_of(span.children.cbegin(), span.children.cend(),
        [&eventIds](const Span &child) { return namesAnEvent(child, eventIds); });
}

QVector<Span> rootsOfEvents(const QVector<Span> &roots, const QSet<QString> &eventIds)
{
    QVector<Span> kept;
    for (const Span &root : roots) {
        if (namesAnEvent(root, eventIds))
            kept.append(root);
    }
    return kept.isEmpty() ? roots : kept;
}

} // namespace trace
