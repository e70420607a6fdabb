// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/anchor_search.h"
#include "search/find_query.h"
#include "search/json_strings.h"
#include "search/search_types.h"

#include <QHash>
#include <QRegularExpression>
#include <QString>
#include <functional>

/// One worker thread's search engine: finds the matches of a FindQuery in the JSON string values
/// and scalars of byte ranges and tallies them per conversation. With a usable AnchorSearch only
/// the values holding an anchor hit are decoded and verified; otherwise (regex) every value is.
/// Owns its own compiled expression and decode buffer; the anchor is shared and read-only.
class RangeSearcher
{
public:
    /// Reports `bytes` more of the range as done; returns false to stop (cancel).
    using Checkpoint = std::function<bool(qint64 bytes)>;

    RangeSearcher(const FindQuery &query, const AnchorSearch &anchor);

    /// Searches `range` of `data`, calling `checkpoint` about every MB and once at the end with
    /// the rest (the amounts add up to the range's length). False when stopped by `checkpoint`.
    bool search(const char *data, const SearchRange &range, const Checkpoint &checkpoint);

    /// The tallies since the last takeTallies(), by conversation.
    QHash<int, ConversationHits> takeTallies();
    bool hasTallies() const { return !m_tallies.isEmpty(); }
    /// The number of matches found by this searcher, in total.
    qint64 totalMatches() const { return m_total; }

private:
    bool searchAnchored(const char *data, const SearchRange &range, const Checkpoint &checkpoint);
    bool searchEveryValue(const char *data, const SearchRange &range, const Checkpoint &checkpoint);
    void verify(const char *data, const JsonScalar &value, int conversation);

    const AnchorSearch &m_anchor;
    QRegularExpression m_re;
    bool m_valid = false;
    QString m_buffer;
    QHash<int, ConversationHits> m_tallies;
    qint64 m_total = 0;
};
