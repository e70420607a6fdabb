// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "record_list.h"
#include "transcript/framing.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <vector>

/// A line:column position (1-based; the column counts code points).
struct TextPosition {
    qint64 line = 0;
    qint64 column = 0;
};

/// Where the scanner stopped on broken input: the record that could not be completed (or the
/// offending byte) and where the text ends or goes wrong. Empty message = no problem.
struct ScanError {
    const char *sourceText = nullptr; ///< QT_TRANSLATE_NOOP("Diagnostic", ...) text
    QStringList args;
    qint64 recordBegin = -1; ///< byte offset where the broken record starts (-1: none)
    qint64 offset = 0; ///< byte offset where it stops or goes wrong
    bool truncated = false; ///< unterminated string/object/array at the end of the text
    bool isNull() const { return sourceText == nullptr; }
};

/// A pure byte scanner over JSON text (no DOM): decides the framing and splits the text into
/// records by byte range (formats.md §1.2 step 2, §3.10). Works incrementally: call scan() with a
/// growing limit until finished(). Does not own the bytes; keeps a few integers per record.
class RecordIndex
{
public:
    /// `recordChunkBytes`: see RecordList(qsizetype) (tests make it small).
    RecordIndex(
        const char *data, qint64 size, qsizetype recordChunkBytes = RecordList::kChunkBytes);

    /// Scans up to byte `limit` (clamped to the size); at the end of the text, finishes.
    /// Returns the number of bytes consumed so far.
    qint64 scan(qint64 limit);
    /// Scans the next `length` bytes, given as a copy in `bytes` (bytes[0] is the byte at
    /// position()), e.g. a read buffer: the hot loop then never touches the mapping's pages,
    /// whose first touch costs more than reading them (BlockReader). Returns position().
    qint64 scanBytes(const char *bytes, qint64 length);
    /// Scans everything.
    void scanAll() { scan(m_size); }
    bool finished() const { return m_finished; }
    qint64 position() const { return m_pos; }

    Framing framing() const { return m_framing; }
    /// The records, final once finished(). For a single top-level object without a record
    /// array, one record: the whole object.
    const RecordList &records() const { return m_final; }
    /// The key holding the record array of a single top-level object ("turns"), as written;
    /// empty for arrays, sequences and objects without one.
    QString containerKey() const { return m_containerKey; }
    bool topLevelArray() const { return m_topArray; }
    /// Every complete top-level value (or SSE event) so far, whatever the framing: the records
    /// of text appended to a JSONL or SSE file.
    const RecordList &topLevelValues() const { return m_values; }
    /// JSON path of record `r`: "turns[3]", "[3]", or "" for top-level values.
    QString recordPath(const RecordRange &r) const;
    /// The record's JSON text (SSE payloads joined with '\n'). Not a copy for JSON records.
    QByteArray recordText(const RecordRange &r) const;
    static QByteArray recordText(const char *data, qint64 size, const RecordRange &r, bool sse);
    /// While scanning (before finished()): the records complete so far, when the framing already
    /// shows: the elements of the first value's record array (or top-level array) while inside
    /// it, or the top-level values once there are two or more. finish() may still revise them
    /// (a second container, a second top-level value); callers compare with records().
    /// Returns records [from, end) (a copy of the tail).
    RecordList provisionalRecords(qsizetype from = 0) const;
    qsizetype provisionalCount() const;
    /// While scanning a record array: records [0, i) of it are no longer needed (made into
    /// conversation units already), so their bytes are freed but for the first ones
    /// (RecordList::releaseBefore()); records() then has a gap. Nothing otherwise.
    void releaseRecordsBefore(qsizetype i);
    /// The framing the provisional records assume; Unknown when there are none yet.
    Framing provisionalFraming() const;
    /// The record array's key while inside it ("events"), as written; empty otherwise.
    QString provisionalContainerKey() const { return m_inContainer ? m_curKey : QString(); }
    /// The envelope as far as scanned (the fields before the record array, closed with "]}").
    QByteArray provisionalEnvelopeText() const;
    /// Stops early (cancel): keeps the records complete so far and reports the stop.
    void stop();
    /// The envelope: the top-level object with its record array emptied (`"turns":[]`). Empty
    /// when there is no container.
    QByteArray envelopeText() const;
    /// Byte offset and line of the envelope's start.
    qint64 envelopeBegin() const { return m_objBegin; }

    const ScanError &error() const { return m_error; }
    /// SSE events whose payload is not JSON (e.g. `[DONE]`), skipped.
    int skippedSseEvents() const { return m_skippedSse; }

    /// Line:column of byte `offset`, counting from a known anchor (offset, line, column; column 0
    /// = unknown, found by walking back to the line start) before it.
    static TextPosition positionAt(const char *data, qint64 size, qint64 offset,
        qint64 anchorOffset = 0, qint64 anchorLine = 1, qint64 anchorColumn = 0);
    TextPosition positionAt(qint64 offset) const;
    /// The folded container keys recognised at depth 1 (sessionEvents, events, turns, ...).
    static bool isContainerKey(const char *key, qint64 length);
    /// Whether JSON Lines may be read line by line (on by default; tests compare with the
    /// bracket scanner). Call before scanning.
    void allowLines(bool allowed) { m_allowLines = allowed; }

private:
    /// Lines: JSON Lines, once a top-level value took one line (record_index_lines.cpp).
    enum class Mode { Start, Json, Lines, Sse };
    /// Where Mode::Lines is on its line: between records, inside a value, after a value's last
    /// bracket, or in a line that is not one value (the whole line is its record).
    enum class LinePhase : quint8 { Between, Value, After, Broken };
    qint64 scanTo(qint64 limit);
    /// The bytes at [offset, offset + length): from the scan window when it holds them, else
    /// from the mapping.
    const char *bytesAt(qint64 offset, qint64 length) const;
    void finish();
    void scanJson(qint64 limit);
    /// The inside of a record (depth >= 3) from `i`: stops before the bracket that returns to
    /// depth 2 (or a mismatched one), or at `limit`. Returns where it stopped.
    qint64 scanDeep(const char *d, qint64 i, qint64 limit);
    // scanDeep() compiled for AVX2 (record_index_deep.cpp), and the body both share.
    qint64 scanDeepAvx2(const char *d, qint64 i, qint64 limit);
    template<bool Avx2>
    [[gnu::always_inline]] inline qint64 scanDeepWith(const char *d, qint64 i, qint64 limit);
    void scanSse(qint64 limit);
    void scanLines(qint64 limit);
    // The inside of a line's value from `i` (record_index_lines.cpp): stops after the bracket
    // that closes it, at a line break where it cannot go on, or at `limit`.
    qint64 scanLineValue(const char *d, qint64 i, qint64 limit);
    qint64 scanLineValueAvx2(const char *d, qint64 i, qint64 limit);
    template<bool Avx2>
    [[gnu::always_inline]] inline qint64 scanLineValueWith(const char *d, qint64 i, qint64 limit);
    /// Whether `key` (as written) names a list page's array: "conversations" or "sessions",
    /// folded.
    static bool isPageKey(const char *key, qint64 length);
    /// The line's record so far ends before the line break at `lineBreak`; the next line starts.
    void endBrokenLine(qint64 lineBreak);
    /// Whether the '[' at `offset`, one level inside a line's value, holds a list page's array
    /// ("conversations": [).
    bool opensPageArray(qint64 offset) const;
    /// The last byte before `offset` that is not blank, from `from` on (from - 1: none).
    qint64 lastNonBlankBefore(qint64 offset, qint64 from) const;
    void finishLines();
    void fail(const char *sourceText, qint64 offset, QStringList args = {});
    /// Fails on text that is not a value after one (a document with junk after it).
    void failAfterValue(qint64 offset);
    void endTopValue(qint64 end);

    const char *m_data;
    qint64 m_size;
    /// The scan window: m_window + offset is the byte at offset for offsets in
    /// [m_windowBegin, m_windowEnd) (the mapping itself, or a read buffer during scanBytes()).
    const char *m_window;
    qint64 m_windowBegin = 0;
    qint64 m_windowEnd;
    qint64 m_pos = 0;
    qint64 m_line = 1;
    bool m_finished = false;
    Mode m_mode = Mode::Start;
    Framing m_framing = Framing::Unknown;

    // JSON state
    std::vector<char> m_stack; ///< open '{' / '[' characters (a vector: push and pop inline)
    bool m_inString = false;
    bool m_escape = false;
    qint64 m_stringBegin = -1; ///< start of the current/last string at depth 1 (after the quote)
    qint64 m_stringEnd = -1;
    bool m_expectValueAfterKey = false; ///< saw ':' at depth 1 after a container key
    bool m_keyIsContainer = false;
    qint64 m_valueBegin = -1; ///< start of the current top-level value or element
    qint64 m_valueLine = 1;
    int m_topValues = 0;
    bool m_topArray = false;
    // candidate records of the first top-level value
    RecordList m_elements; ///< elements of a top-level array / current container
    qint64 m_objBegin = -1, m_objEnd = -1;
    qint64 m_arrOpen = -1, m_arrClose = -1; ///< of the chosen container ('[' and ']' offsets)
    qint64 m_curArrOpen = -1;
    QString m_curKey;
    QString m_containerKey;
    RecordList m_chosen;
    RecordList m_values; ///< top-level values (sequence records)
    bool m_inContainer = false;
    qint64 m_lastNonWs = 0;
    // List pages: a "conversations"/"sessions" key followed by '[' one level inside a record.
    bool m_pageKey = false; ///< the last key at record level named a list
    bool m_valuePage = false; ///< the current top-level value is a list page
    bool m_elementPage = false; ///< the current element of the record array is one
    qint64 m_keyBegin = -1; ///< start of the last string (after its quote)
    qint64 m_elementBegin = -1;
    qint64 m_elementLine = 1;
    qint64 m_elementColumn = 1;
    qint64 m_valueColumn = 1;
    qint64 m_lineStart = 0; ///< offset of the current line's first byte
    qint64 m_colOffset = 0; ///< last offset whose column is known (on the current line)
    qint64 m_colValue = 1;
    qint64 columnAt(qint64 offset);

    // JSON Lines state (the value's start is m_valueBegin; strings use m_inString, m_escape)
    bool m_allowLines = true;
    LinePhase m_linePhase = LinePhase::Between;
    qint64 m_lineDepth = 0; ///< brackets open in the line's value (their kinds: the parser's)
    qint64 m_lineValueEnd = -1; ///< after the value's last bracket (LinePhase::After)

    // SSE state
    qint64 m_eventBegin = -1, m_eventEnd = -1, m_eventLine = 0;
    bool m_eventHasData = false;
    qint64 m_eventPayloadBegin = -1;
    int m_skippedSse = 0;

    RecordList m_final;
    ScanError m_error;
};
