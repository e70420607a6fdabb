// SPDX-License-Identifier: GPL-2.0-or-later
// resolveUtf8Span(): formats.md §2.3 steps 2-8, one function for every family.
#include "utf8_text.h"

using namespace Qt::StringLiterals;

namespace {

QString num(qint64 v)
{
    return QString::number(v);
}

// Whitespace-insensitive, NFC comparison form (formats.md §2.6 case 12).
QString comparable(const QString &s)
{
    return s.normalized(QString::NormalizationForm_C).simplified();
}

// The cited text as quoted in a note: at most 80 characters.
QString excerpt(const QString &s)
{
    if (s.size() <= 80)
        return s;
    return s.left(79) + QChar(0x2026);
}

void finish(SpanResolution &r, const Utf8Text &base)
{
    r.utf16 = base.toUtf16(r.bytes);
    r.text = base.text().mid(r.utf16.begin, r.utf16.length());
}

enum class Relocation { Found, Absent, NotSearched };

// Step 7's search: relocation when the cited text occurs in the base, else `fallback`.
Relocation relocate(SpanResolution &r, const Utf8Text &base, const QString &sourceText, qint64 near,
    const SourceLocation &location)
{
    const QByteArray needle = sourceText.toUtf8();
    bool searched = true;
    const qint64 found = base.closestOccurrence(needle, near, &searched);
    if (!searched) {
        r.notes.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "The cited text was not searched for: the citations of this text searched "
                "it too often already"),
            {}, location));
        return Relocation::NotSearched;
    }
    if (found < 0)
        return Relocation::Absent;
    r.status = CitationStatus::Relocated;
    r.bytes = Utf8Range {found, found + needle.size()};
    finish(r, base);
    r.notes.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP(
            "Diagnostic", "The cited text was found at bytes [%1, %2) instead of the given range"),
        {num(r.bytes.begin), num(r.bytes.end)}, location));
    return Relocation::Found;
}

} // namespace

SpanResolution resolveUtf8Span(const Utf8Text &base, qint64 start, qint64 end, bool offsetsValid,
    const std::optional<QString> &sourceText, const SourceLocation &location)
{
    SpanResolution r;
    const qint64 len = base.byteLength();

    // Step 3: reject invalid, empty or inverted ranges and starts past the end.
    const char *rejection = nullptr;
    QStringList rejectionArgs;
    if (!offsetsValid || start < 0 || end < 0) {
        rejection = QT_TRANSLATE_NOOP("Diagnostic",
            "Invalid cited range [%1, %2): offsets must "
            "be non-negative numbers");
        rejectionArgs = {num(start), num(end)};
    } else if (start >= end) {
        rejection = QT_TRANSLATE_NOOP("Diagnostic", "Empty or inverted cited range [%1, %2)");
        rejectionArgs = {num(start), num(end)};
    } else if (start > len) {
        rejection = QT_TRANSLATE_NOOP(
            "Diagnostic", "Start offset %1 is past the end of the text (%2 bytes)");
        rejectionArgs = {num(start), num(len)};
    }
    if (rejection) {
        r.notes.append(makeDiagnostic(Severity::Warning, rejection, rejectionArgs, location));
        const qint64 near = offsetsValid && start >= 0 ? start : 0;
        const Relocation found
            = sourceText ? relocate(r, base, *sourceText, near, location) : Relocation::NotSearched;
        if (found == Relocation::Found)
            return r;
        r.status = CitationStatus::Unresolved;
        if (found == Relocation::Absent) {
            r.notes.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "The cited text does not occur in the message text"),
                {}, location));
        }
        return r;
    }

    bool adjusted = false;
    // Step 4: clamp the end.
    if (end > len) {
        r.notes.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP(
                "Diagnostic", "End offset %1 is past the end of the text (%2 bytes); clamped"),
            {num(end), num(len)}, location));
        end = len;
        adjusted = true;
    }
    // Step 5: snap outwards to code point boundaries.
    const qint64 givenStart = start;
    const qint64 givenEnd = end;
    while (start > 0 && start < len && base.isContinuationByte(start))
        --start;
    while (end < len && base.isContinuationByte(end))
        ++end;
    if (start != givenStart || end != givenEnd) {
        r.notes.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic",
                "Cited range [%1, %2) split a character; adjusted "
                "to [%3, %4) (%5 bytes)"),
            {num(givenStart), num(givenEnd), num(start), num(end),
                num((givenStart - start) + (end - givenEnd))},
            location));
        adjusted = true;
    }
    // Step 6: slice.
    r.bytes = Utf8Range {start, end};
    finish(r, base);
    r.status = adjusted ? CitationStatus::Adjusted : CitationStatus::Resolved;
    if (!sourceText || r.text == *sourceText)
        return r;

    // Step 7: check against the source's text.
    if (comparable(r.text) == comparable(*sourceText)) {
        r.notes.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic",
                "The cited text differs from the given text only in "
                "whitespace or Unicode normalization"),
            {}, location));
        return r;
    }
    SpanResolution relocated;
    if (relocate(relocated, base, *sourceText, givenStart, location) == Relocation::Found) {
        relocated.notes = r.notes + relocated.notes;
        return relocated;
    }
    r.notes += relocated.notes; // says so when it was not searched for
    r.status = CitationStatus::Mismatch;
    r.notes.append(makeDiagnostic(Severity::Warning,
        QT_TRANSLATE_NOOP("Diagnostic", "Bytes [%1, %2) do not match the cited text \"%3\""),
        {num(r.bytes.begin), num(r.bytes.end), excerpt(*sourceText)}, location));
    return r;
}
