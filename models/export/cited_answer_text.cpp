// SPDX-License-Identifier: GPL-2.0-or-later
#include "cited_answer_text.h"

#include "transcript/message.h"

#include <QHash>
#include <QPair>
#include <QStringList>
#include <algorithm>

using namespace Qt::StringLiterals;

std::optional<CitedAnswer> CitedAnswer::of(const Message &message)
{
    const Chunk *textChunk = nullptr; // the grounding base text (part 0), else the first text
    for (const Chunk &c : message.chunks)
        if (c.kind == ChunkKind::Text
            && (!textChunk || (c.sourcePart == 0 && textChunk->sourcePart != 0)))
            textChunk = &c;
    if (!textChunk)
        return std::nullopt;
    CitedAnswer out;
    out.text = textChunk->text;
    QHash<int, int> footnoteOf; // reference index → footnote number
    QVector<QPair<qsizetype, QString>> marks;
    if (message.grounding) {
        const Grounding &grounding = *message.grounding;
        for (const CitedSegment &segment : grounding.citations) {
            qsizetype end = -1;
            for (const PartRange &range : segment.partRanges)
                if (range.partIndex == textChunk->sourcePart || textChunk->sourcePart < 0)
                    end = range.utf16.end;
            if (end < 0 && segment.partRanges.isEmpty() && !segment.text.isEmpty())
                end = segment.utf16.end;
            if (end < 0 || end > out.text.size())
                continue;
            QString mark;
            for (const int ref : segment.references) {
                if (!footnoteOf.contains(ref)) {
                    const Reference *r = ref >= 0 && ref < grounding.references.size()
                        ? &grounding.references.at(ref)
                        : nullptr;
                    out.sources.append(
                        {r ? (r->title.isEmpty() ? r->documentName : r->title) : QString(),
                            r ? r->uri : QString()});
                    footnoteOf.insert(ref, int(out.sources.size()));
                }
                mark += u'[' + QString::number(footnoteOf.value(ref)) + u']';
            }
            if (!mark.isEmpty())
                marks.append({end, mark});
        }
    }
    std::stable_sort(
        marks.begin(), marks.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &m : marks)
        out.text.insert(m.first, m.second);
    return out;
}

QString CitedAnswer::lines() const
{
    QString out = text.trimmed() + u'\n';
    if (sources.isEmpty())
        return out;
    out += u'\n';
    for (int i = 0; i < sources.size(); ++i) {
        QStringList parts;
        if (!sources.at(i).title.isEmpty())
            parts << sources.at(i).title;
        if (!sources.at(i).uri.isEmpty())
            parts << sources.at(i).uri;
        out += u'[' + QString::number(i + 1) + u"] "_s + parts.join(u" — "_s) + u'\n';
    }
    return out;
}
