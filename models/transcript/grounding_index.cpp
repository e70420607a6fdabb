// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding_index.h"

#include "conversation.h"
#include "message.h"

#include <QMutex>
#include <QUrl>

#include <algorithm>
#include <deque>

using namespace Qt::StringLiterals;

GroundingIndex::GroundingIndex(std::shared_ptr<const Grounding> grounding)
    : m_grounding(std::move(grounding))
{
    if (m_grounding)
        m_data = dataOf(m_grounding);
}

std::shared_ptr<const GroundingIndex::Data> GroundingIndex::dataOf(
    const std::shared_ptr<const Grounding> &grounding, bool make)
{
    // A grounding is immutable once shared, so its index can be kept. A weak pointer names it:
    // owner equality cannot match a later grounding at the same address.
    struct Entry {
        std::weak_ptr<const Grounding> grounding;
        std::shared_ptr<const Data> data;
    };
    constexpr int kKept = 8;
    static QMutex mutex;
    static std::deque<Entry> recent; // most recent first
    const auto same = [&](const Entry &e) {
        return !e.grounding.owner_before(grounding) && !grounding.owner_before(e.grounding)
            && !e.grounding.expired();
    };
    {
        const QMutexLocker lock(&mutex);
        const auto it = std::find_if(recent.begin(), recent.end(), same);
        if (it != recent.end()) {
            Entry entry = std::move(*it);
            recent.erase(it);
            recent.push_front(entry);
            return entry.data;
        }
    }
    if (!make)
        return nullptr;
    std::shared_ptr<const Data> data = index(*grounding); // outside the lock: it can take long
    const QMutexLocker lock(&mutex);
    recent.erase(std::remove_if(recent.begin(), recent.end(),
                     [](const Entry &e) { return e.grounding.expired(); }),
        recent.end());
    if (std::find_if(recent.begin(), recent.end(), same) == recent.end()) {
        recent.push_front({grounding, data});
        if (recent.size() > kKept)
            recent.pop_back();
    }
    return data;
}

bool GroundingIndex::isIndexed(const std::shared_ptr<const Grounding> &grounding)
{
    return grounding && dataOf(grounding, false);
}

void GroundingIndex::prepare(const Conversation &conversation)
{
    for (const Message &message : conversation.messages) {
        if (message.grounding && message.grounding->citations.size() >= kPreparedCitations)
            dataOf(message.grounding);
    }
}

std::shared_ptr<const GroundingIndex::Data> GroundingIndex::emptyData()
{
    static const std::shared_ptr<const Data> empty = std::make_shared<const Data>();
    return empty;
}

std::shared_ptr<const GroundingIndex::Data> GroundingIndex::index(const Grounding &g)
{
    auto data = std::make_shared<Data>();
    Data &d = *data;
    const int referenceCount = int(g.references.size());
    d.numbers = QVector<int>(referenceCount, 0);
    d.whole = QVector<bool>(referenceCount, false);

    // Reading order: placed segments by (part, start, end), then the others as given.
    struct Key {
        int segment;
        int part;
        qsizetype start;
        qsizetype end;
    };
    QVector<Key> placed;
    placed.reserve(g.citations.size());
    QVector<int> unplaced;
    for (int i = 0; i < g.citations.size(); ++i) {
        const QVector<PartRange> ranges = g.citations.at(i).displayRanges();
        if (ranges.isEmpty()) {
            unplaced.append(i);
            continue;
        }
        const PartRange &first = ranges.first();
        placed.append({i, first.partIndex, first.utf16.begin, ranges.last().utf16.end});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Key &a, const Key &b) {
        if (a.part != b.part)
            return a.part < b.part;
        if (a.start != b.start)
            return a.start < b.start;
        return a.end < b.end;
    });
    d.placed.reserve(placed.size());
    for (const Key &k : std::as_const(placed))
        d.placed.append(k.segment);
    d.reading = d.placed + unplaced;

    // Numbers in order of first citation, each distinct reference once; uncited ones follow.
    // The segments of each reference, in reading order (compressed rows: one list for all).
    int next = 1;
    d.segmentStart = QVector<int>(referenceCount + 1, 0);
    QVector<int> last(referenceCount, -1); // the last segment counted for each reference
    for (int segment : std::as_const(d.reading)) {
        for (int reference : g.citations.at(segment).references) {
            if (reference >= 0 && reference < referenceCount && last.at(reference) != segment) {
                last[reference] = segment;
                ++d.segmentStart[reference + 1];
            }
        }
    }
    for (int reference = 0; reference < referenceCount; ++reference)
        d.segmentStart[reference + 1] += d.segmentStart.at(reference);
    d.segmentList = QVector<int>(d.segmentStart.last(), -1);
    QVector<int> filled = d.segmentStart.mid(0, referenceCount);
    last.fill(-1);
    for (int segment : std::as_const(d.reading)) {
        const CitedSegment &s = g.citations.at(segment);
        for (int reference : s.references) {
            if (reference < 0 || reference >= referenceCount)
                continue;
            if (last.at(reference) != segment) {
                last[reference] = segment;
                d.segmentList[filled[reference]++] = segment;
            }
            if (s.wholeMessage)
                d.whole[reference] = true;
            if (d.numbers.at(reference) == 0) {
                d.numbers[reference] = next++;
                d.order.append(reference);
            }
        }
    }
    for (int reference = 0; reference < referenceCount; ++reference) {
        if (d.numbers.at(reference) == 0) {
            d.numbers[reference] = next++;
            d.order.append(reference);
        }
    }
    return data;
}

int GroundingIndex::number(int reference) const
{
    const QVector<int> &numbers = m_data->numbers;
    return reference >= 0 && reference < numbers.size() ? numbers.at(reference) : 0;
}

bool GroundingIndex::isCited(int reference) const
{
    const QVector<int> &start = m_data->segmentStart;
    return reference >= 0 && reference + 1 < start.size()
        && start.at(reference + 1) > start.at(reference);
}

bool GroundingIndex::supportsWholeMessage(int reference) const
{
    return reference >= 0 && reference < m_data->whole.size() && m_data->whole.at(reference);
}

QVector<int> GroundingIndex::segmentsOf(int reference) const
{
    const QVector<int> &start = m_data->segmentStart;
    if (reference < 0 || reference + 1 >= start.size())
        return {};
    const int begin = start.at(reference);
    return m_data->segmentList.mid(begin, start.at(reference + 1) - begin);
}

QVector<int> GroundingIndex::numbersOf(int segment) const
{
    QVector<int> result;
    if (!m_grounding || segment < 0 || segment >= m_grounding->citations.size())
        return result;
    for (int reference : m_grounding->citations.at(segment).references) {
        const int n = number(reference);
        if (n > 0 && !result.contains(n))
            result.append(n);
    }
    std::sort(result.begin(), result.end());
    return result;
}

std::optional<double> GroundingIndex::scoreOf(int segment, int reference) const
{
    if (!m_grounding || segment < 0 || segment >= m_grounding->citations.size())
        return std::nullopt;
    const CitedSegment &s = m_grounding->citations.at(segment);
    for (int k = 0; k < s.references.size(); ++k) {
        if (s.references.at(k) == reference && k < s.scores.size() && s.scores.at(k))
            return s.scores.at(k);
    }
    return std::nullopt;
}

QString GroundingIndex::label(const Reference &reference)
{
    if (!reference.title.trimmed().isEmpty())
        return reference.title.trimmed();
    if (!reference.domain.trimmed().isEmpty())
        return reference.domain.trimmed();
    if (!reference.uri.isEmpty())
        return QUrl(reference.uri).host();
    return QString();
}
