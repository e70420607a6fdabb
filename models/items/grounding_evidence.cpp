// SPDX-License-Identifier: GPL-2.0-or-later
#include "grounding_evidence.h"

#include "export/snippet_html.h"
#include "transcript/answer_details.h"

#include <QSet>
#include <QSettings>
#include <QTextBoundaryFinder>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// A unit of comparison: a normalised word, or a pair (or lone) CJK character, and where it is.
struct Unit {
    QString key;
    Utf16Range range;
};

QString normalised(QStringView text)
{
    return text.toString().normalized(QString::NormalizationForm_KC).toCaseFolded();
}

bool isCjk(char32_t c)
{
    switch (QChar::script(c)) {
    case QChar::Script_Han:
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
    case QChar::Script_Hangul:
    case QChar::Script_Bopomofo:
        return true;
    default:
        return c == 0x30FC || c == 0xFF70; // the prolonged sound mark (full and half width)
    }
}

bool hasCjk(QStringView text)
{
    for (const char32_t c : text.toUcs4()) {
        if (isCjk(c))
            return true;
    }
    return false;
}

// Function words that say nothing about what a source supports (English and Spanish, folded).
bool isFunctionWord(const QString &word)
{
    static const QSet<QString> words = {u"the"_s, u"an"_s, u"of"_s, u"to"_s, u"in"_s, u"on"_s,
        u"at"_s, u"by"_s, u"for"_s, u"and"_s, u"or"_s, u"is"_s, u"are"_s, u"was"_s, u"were"_s,
        u"be"_s, u"been"_s, u"it"_s, u"its"_s, u"this"_s, u"that"_s, u"with"_s, u"as"_s, u"from"_s,
        u"el"_s, u"la"_s, u"los"_s, u"las"_s, u"un"_s, u"una"_s, u"unos"_s, u"unas"_s, u"de"_s,
        u"del"_s, u"al"_s, u"en"_s, u"que"_s, u"es"_s, u"son"_s, u"por"_s, u"para"_s, u"con"_s,
        u"se"_s, u"su"_s, u"sus"_s, u"lo"_s, u"le"_s};
    return words.contains(word);
}

bool isWord(QStringView piece)
{
    return std::any_of(piece.begin(), piece.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

// Words outside CJK text: QTextBoundaryFinder's word breaks, each normalised on its own.
void appendWords(const QString &text, QVector<Unit> &units)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Word, text);
    qsizetype start = 0;
    for (qsizetype end = finder.toNextBoundary(); end > 0; end = finder.toNextBoundary()) {
        const QStringView piece = QStringView(text).mid(start, end - start);
        if (isWord(piece) && !hasCjk(piece)) {
            const QString key = normalised(piece);
            const bool number
                = std::any_of(piece.begin(), piece.end(), [](QChar c) { return c.isDigit(); });
            if (number || (key.size() > 1 && !isFunctionWord(key)))
                units.append({key, {start, end}});
        }
        start = end;
    }
}

// CJK text: each pair of adjacent characters (grapheme clusters, normalised, so ｶﾞ is ガ) of a
// run; a run of one character is a unit of its own, and with `lone` every character is too.
void appendCharacterPairs(const QString &text, bool lone, QVector<Unit> &units)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    QVector<Unit> run;
    auto flush = [&] {
        for (qsizetype i = 0; i + 1 < run.size(); ++i)
            units.append({run.at(i).key + run.at(i + 1).key,
                {run.at(i).range.begin, run.at(i + 1).range.end}});
        if (run.size() == 1 || lone)
            units.append(run);
        run.clear();
    };
    qsizetype start = 0;
    for (qsizetype end = finder.toNextBoundary(); end > 0; end = finder.toNextBoundary()) {
        const QString key = normalised(QStringView(text).mid(start, end - start));
        if (!key.isEmpty()
            && isCjk(key.at(0).isHighSurrogate() && key.size() > 1
                    ? QChar::surrogateToUcs4(key.at(0), key.at(1))
                    : key.at(0).unicode()))
            run.append({key, {start, end}});
        else
            flush();
        start = end;
    }
    flush();
}

QVector<Unit> unitsOf(const QString &text, bool lone)
{
    QVector<Unit> units;
    appendWords(text, units);
    appendCharacterPairs(text, lone, units);
    return units;
}

// The ranges of the units whose key is in `keys`, in order, overlapping ones (the pairs of one
// run) merged; touching ones stay apart.
QVector<Utf16Range> rangesOf(const QVector<Unit> &units, const QSet<QString> &keys)
{
    QVector<Utf16Range> ranges;
    for (const Unit &unit : units) {
        if (keys.contains(unit.key))
            ranges.append(unit.range);
    }
    std::sort(ranges.begin(), ranges.end(),
        [](const Utf16Range &a, const Utf16Range &b) { return a.begin < b.begin; });
    QVector<Utf16Range> merged;
    for (const Utf16Range &r : ranges) {
        if (!merged.isEmpty() && r.begin < merged.last().end)
            merged.last().end = std::max(merged.last().end, r.end);
        else
            merged.append(r);
    }
    return merged;
}

// White space collapsed, width and case folded: the form "quoted" compares.
QString comparable(const QString &text)
{
    return normalised(text).simplified();
}

bool sameDocument(const Reference &r, const AnswerSearchResult &result)
{
    return (!r.documentName.isEmpty() && r.documentName == result.document)
        || (!r.uri.isEmpty() && r.uri == result.uri);
}

} // namespace

bool GroundingEvidence::hasText() const
{
    return std::any_of(
        sources.begin(), sources.end(), [](const SourceEvidence &s) { return !s.noText; });
}

double GroundingEvidence::bestSupport() const
{
    double best = 0.0;
    for (const SourceEvidence &s : sources) {
        if (!s.noText)
            best = std::max(best, s.support);
    }
    return best;
}

QString GroundingEvidence::sourceText(const Reference &reference, const AnswerDetails *details)
{
    QStringList texts;
    if (!reference.text.trimmed().isEmpty())
        texts.append(reference.text);
    for (const QString &review : reference.reviewSnippets)
        texts.append(review);
    if (texts.isEmpty() && details) {
        for (const AnswerStep &step : details->steps) {
            for (const AnswerStepAction &action : step.actions) {
                for (const AnswerSearchResult &result : action.results) {
                    if (!sameDocument(reference, result))
                        continue;
                    for (const QString &snippet : result.snippets)
                        texts.append(snippetPlainText(snippet));
                    texts.append(result.chunkContents);
                }
            }
        }
    }
    texts.removeAll(QString());
    texts.removeDuplicates();
    return texts.join(u"\n"_s);
}

SourceEvidence GroundingEvidence::compare(const QString &segmentText, const QString &sourceText)
{
    SourceEvidence e;
    e.text = sourceText;
    e.noText = sourceText.trimmed().isEmpty();
    if (e.noText)
        return e;
    QString segment = comparable(segmentText);
    // Punctuation at the ends ("." "。" "¿") is not part of the claim a source quotes.
    while (!segment.isEmpty() && !segment.back().isLetterOrNumber())
        segment.chop(1);
    while (!segment.isEmpty() && !segment.front().isLetterOrNumber())
        segment.remove(0, 1);
    const QString compared = sourceText.left(maxComparedCharacters);
    e.quoted = !segment.isEmpty() && comparable(compared).contains(segment);

    const QVector<Unit> segmentUnits = unitsOf(segmentText, false);
    const QVector<Unit> sourceUnits = unitsOf(compared, true);
    QSet<QString> wanted;
    for (const Unit &u : segmentUnits)
        wanted.insert(u.key);
    QSet<QString> shared;
    for (const Unit &u : sourceUnits) {
        if (wanted.contains(u.key))
            shared.insert(u.key);
    }
    if (wanted.isEmpty())
        e.support = e.quoted ? 1.0 : 0.0;
    else
        e.support = double(shared.size()) / double(wanted.size());
    e.sourceMatches = rangesOf(sourceUnits, shared);
    e.segmentMatches = rangesOf(segmentUnits, shared);
    return e;
}

GroundingEvidence GroundingEvidence::of(
    const Grounding &grounding, int segment, const AnswerDetails *details)
{
    GroundingEvidence evidence;
    if (segment < 0 || segment >= grounding.citations.size())
        return evidence;
    const CitedSegment &cited = grounding.citations.at(segment);
    evidence.segment = segment;
    evidence.segmentText
        = !cited.text.isEmpty() ? cited.text : cited.sourceText.value_or(QString());
    for (qsizetype i = 0; i < cited.references.size(); ++i) {
        const int index = cited.references.at(i);
        const bool valid = index >= 0 && index < grounding.references.size();
        SourceEvidence e = compare(evidence.segmentText,
            valid ? sourceText(grounding.references.at(index), details) : QString());
        e.reference = index;
        e.confidence = i < cited.scores.size() ? cited.scores.at(i) : std::nullopt;
        if (!e.confidence)
            e.confidence = cited.groundingScore;
        evidence.sources.append(e);
    }
    return evidence;
}

QString weakSupportThresholdKey()
{
    return u"grounding/weakSupportThreshold"_s;
}

double weakSupportThreshold()
{
    return qBound(0.0,
        QSettings().value(weakSupportThresholdKey(), defaultWeakSupportThreshold).toDouble(), 1.0);
}
