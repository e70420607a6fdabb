// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: cited text rendered as Markdown with its highlights (views/grounded_text,
// models/export/rendered_alignment). The input is up to 8 cited ranges (two 16-bit offsets each)
// and then the text. Oracles: rendering never crashes or hangs, stays Markdown, the rendering
// without citations shows the same text once the citation markers are taken out, and every
// segment's highlight is text the document shows, in order and without overlap.
#include "fuzz_support.h"

#include "export/safe_text_document.h"
#include "grounded_text.h"

#include <QGuiApplication>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApp<QGuiApplication>();
    fuzz::Input input(data, size);
    const int count = input.byte() % 9;
    QVector<QPair<int, int>> offsets;
    for (int i = 0; i < count; ++i)
        offsets.append({input.u16(), input.u16()});
    const QString text = QString::fromUtf8(input.take(input.remaining()));
    QVector<CitedRange> ranges;
    for (int i = 0; i < offsets.size(); ++i) {
        qsizetype begin = qMin<qsizetype>(offsets.at(i).first, text.size());
        qsizetype end = qMin<qsizetype>(offsets.at(i).second, text.size());
        if (begin > end)
            std::swap(begin, end);
        ranges.append({i, {begin, end}, {i + 1}, true});
    }
    SafeTextDocument plain;
    GroundedText::render(&plain, text, true, {}, {});
    SafeTextDocument cited;
    if (GroundedText::render(&cited, text, true, ranges, {}) != GroundedText::Mode::Markdown)
        fuzz::fail("cited Markdown was not rendered as Markdown", text);
    // The markers are the only characters the citations add.
    QString shown;
    for (QTextBlock block = cited.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (!it.fragment().charFormat().boolProperty(GroundedText::MarkerProperty))
                shown += it.fragment().text();
        }
        if (block.next().isValid())
            shown += u'\n';
    }
    QString expected;
    for (QTextBlock block = plain.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it)
            expected += it.fragment().text();
        if (block.next().isValid())
            expected += u'\n';
    }
    if (shown != expected)
        fuzz::fail("the citations changed the rendered text", text);
    for (const CitedRange &r : ranges) {
        const QVector<QPair<int, int>> pieces = GroundedText::segmentRanges(&cited, r.segment);
        for (int k = 0; k < pieces.size(); ++k) {
            if (pieces.at(k).first >= pieces.at(k).second
                || (k > 0 && pieces.at(k).first < pieces.at(k - 1).second)
                || pieces.at(k).second > cited.characterCount())
                fuzz::fail("a highlight piece out of order or outside the document", text);
        }
    }
    return 0;
}
