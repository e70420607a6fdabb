// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "diagnostic.h"
#include "grounding.h"
#include "offsets.h"

#include <QByteArray>
#include <QString>
#include <QVector>
#include <memory>
#include <optional>

/// A base text held both as UTF-8 bytes (what sources' offsets index) and as the QString shown,
/// with a prefix table to turn byte offsets into UTF-16 positions (formats.md §2.4).
/// Owns copies of both texts; cheap to copy (implicitly shared Qt containers).
class Utf8Text
{
public:
    Utf8Text() = default;
    explicit Utf8Text(const QString &text);
    explicit Utf8Text(const QByteArray &utf8);

    const QByteArray &bytes() const { return m_bytes; }
    const QString &text() const { return m_text; }
    qint64 byteLength() const { return m_bytes.size(); }

    /// UTF-16 position of byte offset `b` (clamped to [0, byteLength()]). A `b` inside a code
    /// point maps to the position of that code point.
    qsizetype utf16At(qint64 b) const;
    Utf16Range toUtf16(Utf8Range r) const;
    /// Byte offset of UTF-16 position `u` (clamped).
    qint64 byteAt(qsizetype u) const;
    bool isContinuationByte(qint64 b) const;

    /// Where `needle` occurs closest to byte `near` (the earlier one on ties), or -1. Searches
    /// outwards from `near` and remembers needles that do not occur, so relocating every cited
    /// text of a long answer costs about one pass per distinct text. All searches of this text
    /// (and its copies) share a budget of scanned bytes (64 MiB plus 32 times the text): once it
    /// is spent, `*searched` is false and nothing is scanned. Not thread-safe: one reader's.
    qint64 closestOccurrence(const QByteArray &needle, qint64 near, bool *searched) const;

private:
    struct SearchMemo;
    void buildTable();
    QByteArray m_bytes;
    QString m_text;
    QVector<qsizetype> m_utf16AtByte; ///< size byteLength()+1
    mutable std::shared_ptr<SearchMemo> m_search; ///< made by the first search
};

/// Result of resolving one source range against a base text (formats.md §2.3).
struct SpanResolution {
    CitationStatus status = CitationStatus::Unresolved;
    Utf8Range bytes;
    Utf16Range utf16;
    QString text; ///< what the resolved bytes say; empty when unresolved
    Diagnostics notes; ///< why it was clamped, snapped, relocated or not resolved
};

/// Resolves bytes [start, end) of `base` (formats.md §2.3 steps 2-8): rejects invalid, empty or
/// inverted ranges and starts past the end; clamps the end; snaps both ends outwards to code point
/// boundaries; checks against `sourceText` (exact, then trimmed/NFC, then relocation by search).
/// `offsetsValid` false means the source offsets were negative or not numbers. Never crashes on
/// any input. `location` is copied into the notes.
SpanResolution resolveUtf8Span(const Utf8Text &base, qint64 start, qint64 end, bool offsetsValid,
    const std::optional<QString> &sourceText, const SourceLocation &location);
