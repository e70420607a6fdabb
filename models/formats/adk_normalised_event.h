// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/diagnostic.h"
#include "json/tolerant_json.h"

#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The folded keys an ADK event is read by (formats.md §1.4.1); Count: any other key. Each field
/// finds its own once, as it is added, and the reader asks for fields by it.
enum class EventKey : std::uint8_t {
    Id,
    InvocationId,
    Author,
    Timestamp,
    Branch,
    Content,
    Actions,
    LongRunningToolIds,
    Partial,
    TurnComplete,
    Interrupted,
    FinishReason,
    ErrorCode,
    ErrorMessage,
    GroundingMetadata,
    CitationMetadata,
    UsageMetadata,
    CustomMetadata,
    ModelVersion,
    AvgLogprobs,
    LogprobsResult,
    CacheMetadata,
    InputTranscription,
    OutputTranscription,
    LiveSessionResumptionUpdate,
    InteractionId,
    TurnCompleteReason,
    Name,
    Count
};

/// The EventKey `key` folds to (Count when none), its shape `shape` (tolerant::foldedKeyShape).
EventKey eventKeyOf(std::string_view key, tolerant::FoldedKeyShape shape);

/// One top-level field of a normalised ADK event: where its value is and what it was called.
/// The path is written out only when asked for (most are never needed). Points into the event's
/// JSON (an nlohmann value or a tape's), which must outlive it.
template<typename J>
struct EventField {
    const J *value = nullptr;
    std::string_view key; ///< as written in the source
    QString parentPath; ///< the path of the object that holds it
    tolerant::FoldedKeyShape shape; ///< of `key`: most lookups stop at it
    EventKey known = EventKey::Count; ///< what `key` folds to, set when the field is added

    QString path() const { return tolerant::path(parentPath, key); }
    /// Whether `key` folds to `folded` (its shape first).
    bool foldsTo(std::string_view folded) const
    {
        return shape.length == folded.size() && (folded.empty() || shape.first == folded.front())
            && tolerant::keyFoldsTo(key, folded);
    }
    /// Whether `key` folds as `o.key` does (their shapes first).
    bool foldsAlike(const EventField &o) const
    {
        return shape.length == o.shape.length && shape.first == o.shape.first
            && tolerant::keysFoldAlike(key, o.key);
    }
};

/// An ADK event as the ADK model sees it, keyed by folded key (formats.md §1.4.1 steps 1-4).
/// Values point into the source; nothing is copied, and no folded key is written out. A few
/// dozen fields at most: a flat list searched in order. Owned by the reader's stack frame.
template<typename J>
class NormalisedEvent
{
public:
    using Field = EventField<J>;

    NormalisedEvent() { m_slots.fill(-1); }

    const J *get(EventKey k) const
    {
        const Field *f = find(k);
        return f ? f->value : nullptr;
    }
    QString pathOf(EventKey k) const
    {
        const Field *f = find(k);
        return f ? f->path() : QString();
    }
    QString keyOf(EventKey k) const
    {
        const Field *f = find(k);
        return f ? QString::fromUtf8(f->key.data(), qsizetype(f->key.size())) : QString();
    }
    /// Whether there is a field of `f`'s folded key.
    bool has(const Field &f) const;
    /// Adds every non-null member of `obj`; `overwrite` replaces fields already there. Both
    /// spellings in one object: the lowerCamelCase one wins, the other is kept as extra.
    void addAll(const J &obj, const QString &path, bool overwrite, Diagnostics &diags,
        const SourceLocation &where);
    /// Sets the field of `f`'s folded key (its `known` is set here).
    void set(Field f);
    /// Every field with its folded key, in the order of the folded keys.
    std::vector<std::pair<std::string, const Field *>> sortedFields() const;
    /// The losing spelling of keys given twice.
    const std::vector<Field> &duplicates() const { return m_duplicates; }

private:
    const Field *find(EventKey k) const
    {
        const int slot = m_slots[std::size_t(k)];
        return slot < 0 ? nullptr : &m_fields[std::size_t(slot)];
    }
    /// The field of `f`'s folded key in `fields`, or null.
    template<typename Fields>
    static auto alike(Fields &fields, const Field &f) -> decltype(&fields.front())
    {
        for (auto &other : fields) {
            if (other.foldsAlike(f))
                return &other;
        }
        return nullptr;
    }

    std::vector<Field> m_fields;
    std::array<int, std::size_t(EventKey::Count)> m_slots; ///< index in m_fields, or -1
    std::vector<Field> m_duplicates;
};
