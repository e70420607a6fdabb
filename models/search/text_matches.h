// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"
#include "transcript/offsets.h"

#include <QRegularExpression>
#include <QString>
#include <QStringView>
#include <QVector>

// The one definition of "a match" in decoded text, shared by the views (highlights, next/prev)
// and FileSearch (counts): the non-empty, non-overlapping matches of
// FindQuery::regularExpression(), left to right. Empty or invalid queries match nothing.

/// Matches of `q` in `text` as UTF-16 ranges, at most `limit` of them (-1: all). Compiles the
/// query's expression once per thread and query (cached), so calling it per chunk is cheap.
QVector<Utf16Range> findMatches(const QString &text, const FindQuery &q, int limit = -1);

/// The same with an expression already compiled (from FindQuery::regularExpression()).
QVector<Utf16Range> findMatches(QStringView text, const QRegularExpression &re, int limit = -1);

/// How many matches findMatches() would return, without building the list; `firstStart`
/// receives the UTF-16 start of the first match (-1 when none).
qsizetype countMatches(
    QStringView text, const QRegularExpression &re, qsizetype *firstStart = nullptr);
