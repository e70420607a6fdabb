// SPDX-License-Identifier: GPL-2.0-or-later
// Conversation units: which records form which conversation (architecture.md "How data flows" 2).
#include "document_units.h"

#include "formats/format_descriptor.h"
#include "grouped_units.h"
#include "mapped_file.h"
#include "json/json_parse.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <cstring>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

bool foldedIs(const QString &key, const char *folded)
{
    return tolerant::foldKey(key.toStdString()) == folded;
}

bool contains(const char *data, qint64 size, const char *needle)
{
    return memmem(data, size_t(size), needle, std::strlen(needle)) != nullptr;
}

// The units of one record of a ces.conversations file read as an array or a sequence: a
// Conversation, or a list page whose conversations are sub-scanned.
void conversationRecordUnits(const MappedFile &file, const RecordRange &r, const QString &outer,
    bool sse, QVector<ConversationUnit> &out)
{
    const QString recordPath = outer.isEmpty() ? QString() : outer.arg(r.index);
    const char *text = file.data() + r.begin;
    const qint64 size = r.end - r.begin;
    // Only a record with a "conversations" or "sessions" array can be a page (the scan says).
    if (!sse && r.listPage) {
        RecordIndex sub(text, size);
        sub.scanAll();
        if (foldedIs(sub.containerKey(), "conversations")
            || foldedIs(sub.containerKey(), "sessions")) {
            appendPageUnits(sub, r, recordPath, out);
            return;
        }
        if (sub.containerKey().isEmpty()) {
            // An empty page ({"conversations": []}) holds no conversation.
            Json v;
            if (tolerant::parseJson(std::string_view(text, std::size_t(size)), v) && v.is_object()
                && tolerant::field(v, "conversations"))
                return;
        }
    }
    UnitFrame frame;
    frame.pathFormat = outer;
    frame.sse = sse;
    ConversationUnit u;
    u.records = {r};
    u.setFrame(frame);
    out.append(u);
}

// How the records of `view` group for `formatId` (no descriptor: an envelope's records are one
// conversation, other records one each).
RecordGrouping groupingOf(const FormatDescriptor *d, const IndexView &view)
{
    const bool envelope = !view.envelope.isEmpty();
    if (!d)
        return envelope ? RecordGrouping::Whole : RecordGrouping::PerRecord;
    return d->grouping(envelope);
}

// The part boundary may not fall after this record: a partial (streamed) event or a call (a
// Gemini/ADK function call, a CES tool call).
bool keepsWithNext(const MappedFile &file, const RecordRange &r)
{
    const char *text = file.data() + r.begin;
    const qint64 size = r.end - r.begin;
    return contains(text, size, "\"partial\"") || contains(text, size, "unctionCall\"")
        || contains(text, size, "unction_call\"") || contains(text, size, "\"toolCall\"")
        || contains(text, size, "\"tool_call\"");
}

} // namespace

QString IndexView::pathFormat() const
{
    if (!containerKey.isEmpty())
        return containerKey + u"[%1]"_s;
    if (topLevelArray && framing == Framing::SingleDocument)
        return u"[%1]"_s;
    return QString();
}

IndexView IndexView::finalOf(const RecordIndex &index)
{
    IndexView v;
    v.records = index.records();
    v.framing = index.framing();
    v.containerKey = index.containerKey();
    v.envelope = index.envelopeText();
    v.envelopeBegin = index.envelopeBegin();
    v.topLevelArray = index.topLevelArray();
    return v;
}

IndexView IndexView::provisionalOf(const RecordIndex &index, qsizetype from)
{
    if (index.finished()) {
        IndexView v = finalOf(index);
        v.records = v.records.mid(from);
        return v;
    }
    IndexView v;
    v.records = index.provisionalRecords(from);
    v.framing = index.provisionalFraming();
    v.containerKey = index.provisionalContainerKey();
    v.envelope = index.provisionalEnvelopeText();
    v.envelopeBegin = index.envelopeBegin();
    v.topLevelArray = v.framing == Framing::SingleDocument && v.containerKey.isEmpty();
    return v;
}

namespace units {

UnitShape shapeOf(const QString &id, const IndexView &view)
{
    switch (groupingOf(formats::descriptor(id), view)) {
    case RecordGrouping::Whole:
        return UnitShape::Single;
    case RecordGrouping::PerRecord:
    case RecordGrouping::PerSession:
        return UnitShape::PerRecord;
    case RecordGrouping::ByKey:
    case RecordGrouping::Parsed:
        break;
    }
    return UnitShape::Grouped;
}

QVector<ConversationUnit> perRecord(
    const QString &id, const MappedFile &file, const IndexView &view, qsizetype from, qsizetype to)
{
    QVector<ConversationUnit> out;
    const QString pathFormat = view.pathFormat();
    if (!view.envelope.isEmpty()) {
        // {"conversations": [...]} / {"sessions": [...]}: one unit per element.
        UnitFrame frame;
        frame.pathFormat = pathFormat;
        for (auto it = view.records.iteratorAt(from); it.position() < to; ++it) {
            ConversationUnit u;
            u.records = {*it};
            u.setFrame(frame);
            out.append(u);
        }
        return out;
    }
    // Arrays and sequences: a record may be a list page of several conversations.
    const QString outer
        = view.topLevelArray && view.framing == Framing::SingleDocument ? u"[%1]"_s : QString();
    const bool sessions = groupingOf(formats::descriptor(id), view) == RecordGrouping::PerSession;
    for (auto it = view.records.iteratorAt(from); it.position() < to; ++it)
        conversationRecordUnits(file, *it, sessions ? pathFormat : outer, view.sse(), out);
    return out;
}

UnitFrame frameOf(const IndexView &view)
{
    UnitFrame frame;
    frame.pathFormat = view.pathFormat();
    frame.sse = view.sse();
    if (!view.envelope.isEmpty()) {
        frame.envelope = view.envelope;
        frame.containerKey = view.containerKey;
        frame.envelopeBegin = view.envelopeBegin;
    }
    return frame;
}

ConversationUnit single(const UnitFrame &frame, const RecordList &records)
{
    ConversationUnit u;
    u.records = records;
    u.setFrame(frame);
    return u;
}

QVector<ConversationUnit> all(const QString &id, const MappedFile &file, const IndexView &view,
    Diagnostics &diagnostics, const QString &fileName)
{
    QVector<ConversationUnit> out;
    const FormatDescriptor *d = formats::descriptor(id);
    switch (groupingOf(d, view)) {
    case RecordGrouping::Whole: {
        UnitFrame frame = frameOf(view);
        if (d && d->recordsAreMessages) {
            frame.envelope.clear();
            frame.containerKey.clear();
            frame.envelopeBegin = 0;
        }
        const ConversationUnit u = single(frame, view.records);
        out.append(u);
        break;
    }
    case RecordGrouping::PerRecord:
        out = perRecord(id, file, view, 0, view.records.size());
        break;
    case RecordGrouping::PerSession:
        perSession(file, view, out);
        break;
    case RecordGrouping::ByKey:
        byKey(file, view, d->recordKey, out);
        break;
    case RecordGrouping::Parsed:
        if (view.records.size() > 1)
            parsed(file, view, d->groupRecords, out, diagnostics, fileName);
        else
            out = perRecord(id, file, view, 0, view.records.size());
        break;
    }
    return out;
}

QVector<qsizetype> partEnds(const MappedFile &file, const RecordList &records, qsizetype from,
    const DocumentTuning &policy, bool final, bool sse)
{
    QVector<qsizetype> ends;
    qsizetype begin = from;
    qint64 bytes = 0;
    for (auto it = records.iteratorAt(from); it != records.end(); ++it) {
        const qsizetype i = it.position();
        const RecordRange &r = *it;
        bytes += r.end - r.begin;
        const bool full = bytes >= policy.partBytes || i + 1 - begin >= policy.partRecords;
        if (!full)
            continue;
        // Keep a call with its response and a partial event with what completes it, but never
        // grow a part beyond twice its budget for that.
        const bool hold = !sse && bytes < 2 * policy.partBytes
            && i + 1 - begin < 2 * policy.partRecords && keepsWithNext(file, r);
        if (hold && i + 1 == records.size() && !final)
            break; // undecided until the next record is known
        if (!hold || i + 1 == records.size()) {
            ends.append(i + 1);
            begin = i + 1;
            bytes = 0;
        }
    }
    if (final && begin < records.size())
        ends.append(records.size());
    return ends;
}

QByteArray envelopeWithoutState(const QByteArray &envelope)
{
    Json v;
    if (!tolerant::parseJson(envelope, v) || !v.is_object() || !v.contains("state"))
        return envelope;
    v.erase("state");
    const std::string text = v.dump();
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace units
