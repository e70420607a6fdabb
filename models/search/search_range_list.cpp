// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/search_range_list.h"

#include <utility>

SearchRangeList::SearchRangeList(Build build)
    : m_build(std::move(build))
{ }

SearchRangeList::SearchRangeList(QVector<SearchRange> ranges)
    : m_ranges(std::move(ranges))
{ }

const QVector<SearchRange> &SearchRangeList::ranges() const
{
    std::call_once(m_once, [this] {
        if (m_build)
            m_ranges = m_build();
        m_build = nullptr;
    });
    return m_ranges;
}
