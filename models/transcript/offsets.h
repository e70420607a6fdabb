// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QtGlobal>

/// A half-open range of UTF-8 *bytes* [begin, end) into some base text held as a QByteArray.
/// Never use it as a QString index: convert with Utf8Text first.
struct Utf8Range {
    qint64 begin = 0;
    qint64 end = 0;
    qint64 length() const { return end - begin; }
    bool operator==(const Utf8Range &o) const { return begin == o.begin && end == o.end; }
};

/// A half-open range of UTF-16 code units [begin, end) into a QString (what QTextCursor uses).
struct Utf16Range {
    qsizetype begin = 0;
    qsizetype end = 0;
    qsizetype length() const { return end - begin; }
    bool operator==(const Utf16Range &o) const { return begin == o.begin && end == o.end; }
};
