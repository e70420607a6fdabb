// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// What the views may ask about a format without the reader's headers (format_descriptor.h
/// holds the table; it is defined there).
namespace formats {

/// The translated name of `formatId` for people ("ADK session"); empty for an unknown id.
QString displayName(const QString &formatId);
/// The translated word for the records of `formatId` when a range of them is named ("events"
/// for ADK and Agent Engine, "messages" or "turns" for CES, "records" otherwise and for an
/// unknown id).
QString recordsWord(const QString &formatId);

} // namespace formats
