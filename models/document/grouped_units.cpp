// SPDX-License-Identifier: GPL-2.0-or-later
// Units of the groupings that look inside records: sessions pages, keys, parsed logs.
#include "grouped_units.h"

#include "mapped_file.h"
#include "record_index.h"
#include "json/json_parse.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <deque>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

bool foldedIs(const QString &key, const char *folded)
{
    return tolerant::foldKey(key.toStdString()) == folded;
}

} // namespace

namespace units {

void perSession(const MappedFile &file, const IndexView &view, QVector<ConversationUnit> &units)
{
    const QString pathFormat = view.pathFormat();
    const bool sse = view.sse();
    UnitFrame frame;
    frame.pathFormat = pathFormat;
    frame.sse = sse;
    for (const RecordRange &r : view.records) {
        ConversationUnit u;
        u.records = {r};
        u.setFrame(frame);
        if (view.envelope.isEmpty() && !sse && r.listPage) {
            // A {"sessions": [...]} page inside an array or a sequence: one unit per session.
            RecordIndex sub(file.data() + r.begin, r.end - r.begin);
            sub.scanAll();
            if (foldedIs(sub.containerKey(), "sessions")) {
                appendPageUnits(
                    sub, r, pathFormat.isEmpty() ? QString() : pathFormat.arg(r.index), units);
                continue;
            }
        }
        units.append(u);
    }
}

void byKey(const MappedFile &file, const IndexView &view,
    QByteArrayView (*key)(QByteArrayView recordText), QVector<ConversationUnit> &units)
{
    const QString pathFormat = view.pathFormat();
    const bool sse = view.sse();
    UnitFrame frame;
    frame.pathFormat = pathFormat;
    frame.sse = sse;
    QHash<QByteArray, qsizetype> unitOf;
    for (const RecordRange &r : view.records) {
        const QByteArray text = RecordIndex::recordText(file.data(), file.size(), r, sse);
        const QByteArray k = key(text).toByteArray();
        qsizetype at = units.isEmpty() ? -1 : units.size() - 1; // no key: the previous one
        if (!k.isEmpty())
            at = unitOf.value(k, -1);
        if (at < 0) {
            ConversationUnit u;
            u.setFrame(frame);
            at = units.size();
            units.append(u);
            if (!k.isEmpty())
                unitOf.insert(k, at);
        }
        units[at].records.append(r);
    }
}

void parsed(const MappedFile &file, const IndexView &view,
    RecordGroups (*group)(const QVector<const Json *> &records), QVector<ConversationUnit> &units,
    Diagnostics &diagnostics, const QString &fileName)
{
    // Groups take records in any order: a plain vector (the records are parsed here anyway).
    const QVector<RecordRange> records = view.records.toVector();
    std::deque<Json> values;
    QVector<const Json *> parsedRecords;
    for (const RecordRange &r : records) {
        const QByteArray text = RecordIndex::recordText(file.data(), file.size(), r, view.sse());
        values.emplace_back();
        parsedRecords.append(tolerant::parseJson(text, values.back()) ? &values.back() : nullptr);
    }
    const RecordGroups grouping = group(parsedRecords);
    UnitFrame frame;
    frame.pathFormat = view.pathFormat();
    frame.sse = view.sse();
    for (const QVector<int> &members : grouping.groups) {
        ConversationUnit u;
        for (int i : members)
            u.records.append(records.at(i));
        u.setFrame(frame);
        units.append(u);
    }
    if (grouping.skipped > 0)
        diagnostics.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "%1 JSON-RPC notifications and protocol messages are not part of the transcript"),
            {QString::number(grouping.skipped)}, SourceLocation {fileName, 0, 0, {}}));
}

} // namespace units
