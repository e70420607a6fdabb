// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: trace files (adk-live.md §4). The input is JSON: an OTLP export, an ADK span list
// or one span, read by the trace readers; the spans go through the span tree (parent ids with
// orphans, duplicates and cycles), the Trace pane's model and its details text. Oracles: every
// span read is in the tree exactly once, no deeper than the bound, and the model's parents agree
// with its rows.
#include "fuzz_support.h"

#include "formats/trace_reader.h"
#include "items/span_details.h"
#include "items/span_tree_model.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

#include <functional>

using Json = nlohmann::ordered_json;
using fuzz::fail;

namespace {

int countSpans(const QVector<Span> &spans, int depth, int &deepest)
{
    deepest = std::max(deepest, depth);
    int n = 0;
    for (const Span &s : spans)
        n += 1 + countSpans(s.children, depth + 1, deepest);
    return n;
}

void walkModel(const SpanTreeModel &model, const QModelIndex &parent)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex i = model.index(row, 0, parent);
        if (model.parent(i) != parent)
            fail("a span's parent is not the row it hangs under");
        for (int column = 0; column < SpanTreeModel::ColumnCount; ++column)
            (void)model.data(model.index(row, column, parent), Qt::DisplayRole);
        (void)spandetails::text(*model.spanAt(i));
        walkModel(model, i);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureCoreApp();
    Json v;
    if (!tolerant::parseJson(std::string_view(reinterpret_cast<const char *>(data), size), v))
        return 0;
    QVector<Span> flat;
    Diagnostics diagnostics;
    const SourceLocation where;
    if (v.is_object() && (v.contains("resourceSpans") || v.contains("batches"))) {
        trace::readOtlp(v, QString(), where, flat, diagnostics);
    } else if (v.is_array()) {
        for (const Json &span : v)
            flat.append(trace::readSpan(span, QString(), where, diagnostics));
    } else {
        flat.append(trace::readSpan(v, QString(), where, diagnostics));
    }
    const int read = int(flat.size());
    auto c = std::make_shared<Conversation>();
    c->turnSpans = trace::buildTree(std::move(flat), where, diagnostics);
    int deepest = 0;
    if (countSpans(c->turnSpans, 1, deepest) != read)
        fail("the span tree lost or repeated spans");
    if (deepest > trace::kMaxSpanDepth + 1)
        fail("the span tree is deeper than its bound");
    for (const Diagnostic &d : diagnostics)
        (void)d.text();
    SpanTreeModel model;
    model.setConversation(c);
    walkModel(model, QModelIndex());
    return 0;
}
