// SPDX-License-Identifier: GPL-2.0-or-later
#include "unit_stream.h"

#include "format_detection.h"
#include "mapped_file.h"
#include "record_index.h"

namespace {

constexpr int detectionRecords = 8;
constexpr qint64 detectionBytes = 32ll << 20;
constexpr int batchUnits = 4096;

bool sameRecords(const ConversationUnit &a, const ConversationUnit &b)
{
    if (a.records.size() != b.records.size() || a.records.isEmpty())
        return a.records.size() == b.records.size();
    return a.records.first().begin == b.records.first().begin
        && a.records.last().end == b.records.last().end;
}

} // namespace

UnitStream::UnitStream(const DocumentTuning &tuning, const QString &fileName, DocumentIndexer &out)
    : m_tuning(tuning)
    , m_fileName(fileName)
    , m_out(out)
{ }

void UnitStream::step(const MappedFile &file, const RecordIndex &index)
{
    if (m_gaveUp)
        return;
    if (m_formatId.isEmpty()) {
        const qsizetype count = index.provisionalCount();
        if (count == 0 || (count < detectionRecords && index.position() < detectionBytes))
            return;
        const IndexView view = IndexView::provisionalOf(index);
        if (view.framing == Framing::Unknown)
            return;
        const DetectedFormat detected = detectFormat(file, view, m_fileName);
        if (!detected.ok()) {
            m_gaveUp = true; // the final detection reports it
            return;
        }
        m_formatId = detected.formatId;
        m_framing = view.framing;
        m_shape = units::shapeOf(m_formatId, view);
        m_parts = m_shape == UnitShape::Single && file.size() >= m_tuning.partsFrom;
        Q_EMIT m_out.detected(m_formatId, m_framing);
    }
    // Parts from the record that makes the conversation too long to read whole (nothing of a
    // single conversation is announced before).
    if (m_shape == UnitShape::Single && !m_parts)
        m_parts = index.provisionalCount() > m_tuning.partsFromRecords;
    if (m_shape != UnitShape::PerRecord && !m_parts)
        return;
    // Only the records not yet turned into units (copying them all each time is quadratic).
    const IndexView view = IndexView::provisionalOf(index, m_consumed);
    if (view.framing != m_framing) {
        m_gaveUp = true; // a second top-level value: reconcile() sorts it out
        return;
    }
    if (view.records.isEmpty())
        return;
    if (m_shape == UnitShape::PerRecord) {
        const auto units = units::perRecord(m_formatId, file, view, 0, view.records.size());
        m_consumed += view.records.size();
        announce(int(m_announced), units);
        return;
    }
    if (m_envelope.isEmpty() && !view.envelope.isEmpty())
        m_envelope = units::envelopeWithoutState(view.envelope);
    QVector<ConversationUnit> complete;
    qsizetype begin = 0;
    UnitFrame frame = units::frameOf(view);
    frame.envelope = m_envelope;
    for (const qsizetype end :
        units::partEnds(file, view.records, 0, m_tuning, false, view.sse())) {
        complete.append(units::single(frame, view.records.mid(begin, end - begin)));
        complete.last().part = int(m_announced + complete.size() - 1);
        begin = end;
    }
    m_consumed += begin;
    announce(int(m_announced), complete);
}

// The declared `state` of a session is the state after its last event; a part rebuilds the
// state from its own events only, so comparing them would report differences that are not
// there. Parts drop the declared state (the State pane shows the part's own changes).
QVector<ConversationUnit> UnitStream::parts(const MappedFile &file, const IndexView &view) const
{
    // The parts announced while scanning begin the final ones when the scan guessed this shape:
    // they share their records, so the end of the scan makes no second copy of them.
    const bool reuse = continuesWith(view);
    QVector<ConversationUnit> out = reuse ? m_units : QVector<ConversationUnit>();
    qsizetype begin = reuse ? m_consumed : 0;
    const UnitFrame frame = units::frameOf(view);
    for (const qsizetype end :
        units::partEnds(file, view.records, begin, m_tuning, true, view.sse())) {
        out.append(units::single(frame, view.records.mid(begin, end - begin)));
        begin = end;
    }
    const bool several = out.size() > 1;
    UnitFrame partFrame = frame;
    if (several) // see above for the state
        partFrame.envelope = units::envelopeWithoutState(view.envelope);
    for (qsizetype k = 0; k < out.size(); ++k) {
        out[k].part = several ? int(k) : -1;
        out[k].setFrame(partFrame);
    }
    return out;
}

qsizetype UnitStream::consumedParts() const
{
    return m_parts && !m_gaveUp && m_shape == UnitShape::Single ? m_consumed : 0;
}

bool UnitStream::continuesWith(const IndexView &view) const
{
    return m_parts && !m_gaveUp && m_framing == view.framing && !m_units.isEmpty();
}

void UnitStream::reconcile(const QVector<ConversationUnit> &units)
{
    const qsizetype n = m_announced;
    // Without the announced units (see announce()), nothing tells whether they are a prefix.
    bool prefix = units.size() >= n && m_units.size() == n;
    for (qsizetype k = 0; prefix && k < n; ++k)
        prefix = sameRecords(m_units.at(k), units.at(k)) && m_units.at(k).part == units.at(k).part;
    if (!prefix) {
        reset();
        announce(0, units);
        return;
    }
    if (n > 0 && n == units.size() && m_units.last().envelope() != units.last().envelope()) {
        m_units.removeLast();
        announce(int(n - 1), {units.last()});
    }
    announce(int(m_announced), units.mid(n));
}

bool UnitStream::continuesPerRecord(const QString &formatId, const IndexView &view) const
{
    return m_shape == UnitShape::PerRecord && !m_gaveUp && m_formatId == formatId
        && m_framing == view.framing && units::shapeOf(formatId, view) == UnitShape::PerRecord;
}

void UnitStream::announceRest(const MappedFile &file, const IndexView &view)
{
    Q_ASSERT(continuesPerRecord(m_formatId, view));
    announce(int(m_announced),
        units::perRecord(m_formatId, file, view, m_consumed, view.records.size()));
    m_consumed = view.records.size();
}

void UnitStream::reset()
{
    if (m_announced > 0)
        Q_EMIT m_out.conversationsReset();
    m_units.clear();
    m_announced = 0;
    m_consumed = 0;
    m_gaveUp = true;
}

void UnitStream::announce(int first, const QVector<ConversationUnit> &units)
{
    for (qsizetype k = 0; k < units.size(); k += batchUnits) {
        WorkerBatch batch;
        batch.first = first + int(k);
        batch.units = units.mid(k, batchUnits);
        // One unit per record, for a file only read (no summary pass): the Document holds
        // them, a second copy here would double what a file of short conversations takes.
        if (m_tuning.summaries || m_shape != UnitShape::PerRecord)
            m_units += batch.units;
        m_announced += batch.units.size();
        Q_EMIT m_out.batchReady(std::move(batch));
    }
}
