// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/search_types.h"

#include <QVector>
#include <functional>
#include <mutex>

/// A file's search ranges (sorted by begin, tagged with their conversation), built once by the
/// first search that needs them, on that search's own thread (a million records take a while:
/// never on the GUI thread), then shared read-only by every later search of the same file.
/// Shared through std::shared_ptr by its creator (the window) and the searches using it.
class SearchRangeList
{
public:
    using Build = std::function<QVector<SearchRange>()>;

    /// Ranges that `build` makes when they are first asked for (on any thread).
    explicit SearchRangeList(Build build);
    /// Ranges known already.
    explicit SearchRangeList(QVector<SearchRange> ranges);
    SearchRangeList(const SearchRangeList &) = delete;
    SearchRangeList &operator=(const SearchRangeList &) = delete;

    /// The ranges. The first call builds them; calls on other threads meanwhile wait for it.
    const QVector<SearchRange> &ranges() const;

private:
    mutable std::once_flag m_once;
    mutable Build m_build; ///< released once built (it may hold a snapshot of the document)
    mutable QVector<SearchRange> m_ranges;
};
