// SPDX-License-Identifier: GPL-2.0-or-later
// ReferenceListModel and GroundingIndex: numbering by first citation (formats.md §2.7), missing
// and empty sources, supporting rows and scores of the selected segment, one index per grounding.
#include "formats/grounding_reader.h"
#include "items/reference_list_model.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using tolerant::Json;

namespace {

Json loadHolder(const char *name)
{
    QFile file(QStringLiteral(INSPECTOR_TEST_DATA "/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    const QByteArray bytes = file.readAll();
    return Json::parse(bytes.cbegin(), bytes.cend());
}

// grounding_browser_ja.json, event 1: parts 0 and 2 are text, part 1 a thought. Supports as stored:
// 0 crosses parts 0 and 2 (chunks 1, 0), 1 is part 0 (chunk 0), 2 overlaps 0 (chunk 1), 3 has
// chunks 2 and 7 (missing), 4 starts a list line (chunk 3, score 0.0), 5 has no segment ({}).
std::shared_ptr<const Grounding> readGrounding(const char *name)
{
    const Json session = loadHolder(name);
    const Json &holder = session.at("events").at(1);
    QVector<GroundingPart> parts;
    for (const Json &p : holder.at("content").at("parts")) {
        parts.append(GroundingPart {QString::fromStdString(p.at("text").get<std::string>()),
            p.value("thought", false), true});
    }
    Diagnostics diagnostics;
    SourceLocation where;
    where.file = u"grounded.json"_s;
    return std::make_shared<const Grounding>(readGeminiGrounding(
        &holder.at("groundingMetadata"), nullptr, parts, u"events[0]"_s, where, diagnostics));
}

QVariant roleAt(const ReferenceListModel &model, int row, int role)
{
    return model.data(model.index(row), role);
}

} // namespace

class TstReferenceListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numberingAndRoles()
    {
        const auto grounding = readGrounding("grounding_browser_ja.json");
        QCOMPARE(grounding->citations.size(), 6);
        QCOMPARE(grounding->references.size(), 6); // 5 chunks + the missing index 7
        QCOMPARE(grounding->references.at(5).kind, Reference::Kind::Missing);

        ReferenceListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setGrounding(grounding);
        QCOMPARE(model.rowCount(), 6);

        // Reading order: part 0 from its start (1), then from "完成" (0), then part 2 (2, 3, 4),
        // then the whole-message support 5.
        const GroundingIndex &index = model.groundingIndex();
        QCOMPARE(index.readingOrder(), (QVector<int> {1, 0, 2, 3, 4, 5}));
        QCOMPARE(index.placedSegments(), (QVector<int> {1, 0, 2, 3, 4}));
        // Numbers by first citation: chunk 0, 1, 2, missing 7, 3, then {} (whole answer).
        QCOMPARE(index.displayOrder(), (QVector<int> {0, 1, 2, 5, 3, 4}));
        QCOMPARE(index.number(0), 1);
        QCOMPARE(index.number(5), 4);
        QCOMPARE(index.number(4), 6);
        QCOMPARE(index.number(9), 0);
        QCOMPARE(index.numbersOf(0), (QVector<int> {1, 2}));
        QCOMPARE(index.numbersOf(3), (QVector<int> {3, 4}));
        QCOMPARE(index.segmentsOf(1), (QVector<int> {0, 2}));

        QCOMPARE(roleAt(model, 0, ReferenceListModel::NumberRole).toInt(), 1);
        QCOMPARE(roleAt(model, 0, ReferenceListModel::TitleRole).toString(), u"東京タワー公式"_s);
        QCOMPARE(roleAt(model, 0, ReferenceListModel::KindRole).toString(), u"web"_s);
        QCOMPARE(roleAt(model, 0, Qt::DisplayRole).toString(), u"[1] 東京タワー公式"_s);
        QCOMPARE(roleAt(model, 0, ReferenceListModel::UriRole).toString(),
            u"https://redirect.example/tower"_s);
        QCOMPARE(
            roleAt(model, 0, ReferenceListModel::DomainRole).toString(), u"tokyotower.example"_s);
        QCOMPARE(roleAt(model, 2, ReferenceListModel::KindRole).toString(), u"retrievedContext"_s);
        QCOMPARE(roleAt(model, 2, ReferenceListModel::TextRole).toString(),
            u"展望台は地上150メートルにあります。"_s);
        QCOMPARE(roleAt(model, 2, ReferenceListModel::ReferenceIndexRole).toInt(), 2);

        // The missing source keeps its number and says so.
        QVERIFY(roleAt(model, 3, ReferenceListModel::MissingRole).toBool());
        QCOMPARE(roleAt(model, 3, ReferenceListModel::KindRole).toString(), u"missing"_s);
        QCOMPARE(roleAt(model, 3, ReferenceListModel::SourceIndexRole).toLongLong(), 7);
        QCOMPARE(roleAt(model, 3, Qt::DisplayRole).toString(), u"[4] Missing source (index 7)"_s);
        // A web source without a title is labelled by its host.
        QCOMPARE(roleAt(model, 4, ReferenceListModel::TitleRole).toString(), u"night.example"_s);
        // `{}` is a source without details, for the whole answer.
        QVERIFY(roleAt(model, 5, ReferenceListModel::EmptyRole).toBool());
        QVERIFY(!roleAt(model, 5, ReferenceListModel::MissingRole).toBool());
        QVERIFY(roleAt(model, 5, ReferenceListModel::WholeMessageRole).toBool());
        QVERIFY(!roleAt(model, 0, ReferenceListModel::WholeMessageRole).toBool());
        QCOMPARE(roleAt(model, 5, Qt::DisplayRole).toString(), u"[6] Source without details"_s);
        QVERIFY(!roleAt(model, 0, ReferenceListModel::RelevanceScoreRole).isValid());

        QCOMPARE(model.rowOfReference(5), 3);
        QCOMPARE(model.referenceAt(3), 5);
        QCOMPARE(model.referenceAt(7), -1);
        QCOMPARE(model.segmentsOf(0), (QVector<int> {1, 0}));
        QCOMPARE(roleAt(model, 1, ReferenceListModel::SegmentsRole).value<QList<int>>(),
            (QList<int> {0, 2}));
        QVERIFY(model.roleNames().value(ReferenceListModel::SupportsSelectedRole)
            == "supportsSelected");
    }

    void selectedSegment()
    {
        ReferenceListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setGrounding(readGrounding("grounding_browser_ja.json"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!roleAt(model, row, ReferenceListModel::SupportsSelectedRole).toBool());

        // Segment 0 (across the parts): chunk 1 with 0.7 (row 1), chunk 0 with 0.55 (row 0).
        model.setSelectedSegment(0);
        QCOMPARE(model.selectedSegment(), 0);
        QCOMPARE(changed.size(), 2); // rows 0 and 1 only
        QVERIFY(roleAt(model, 0, ReferenceListModel::SupportsSelectedRole).toBool());
        QCOMPARE(roleAt(model, 0, ReferenceListModel::SelectedScoreRole).toDouble(), 0.55);
        QVERIFY(roleAt(model, 1, ReferenceListModel::SupportsSelectedRole).toBool());
        QCOMPARE(roleAt(model, 1, ReferenceListModel::SelectedScoreRole).toDouble(), 0.7);
        QVERIFY(!roleAt(model, 2, ReferenceListModel::SupportsSelectedRole).toBool());

        // Segment 3: chunk 2 and the missing source, neither scored (no score, never 0).
        changed.clear();
        model.setSelectedSegment(3);
        QCOMPARE(changed.size(), 4); // rows 0, 1 unmarked; 2, 3 marked
        QVERIFY(roleAt(model, 2, ReferenceListModel::SupportsSelectedRole).toBool());
        QVERIFY(!roleAt(model, 2, ReferenceListModel::SelectedScoreRole).isValid());
        QVERIFY(roleAt(model, 3, ReferenceListModel::SupportsSelectedRole).toBool());
        QVERIFY(!roleAt(model, 3, ReferenceListModel::SelectedScoreRole).isValid());

        // Segment 4: chunk 3 with a real score of 0.0.
        model.setSelectedSegment(4);
        const QVariant zero = roleAt(model, 4, ReferenceListModel::SelectedScoreRole);
        QVERIFY(zero.isValid());
        QCOMPARE(zero.toDouble(), 0.0);
        QVERIFY(!roleAt(model, 0, ReferenceListModel::SupportsSelectedRole).toBool());

        // Out of range clears; the same value emits nothing.
        model.setSelectedSegment(42);
        QCOMPARE(model.selectedSegment(), -1);
        changed.clear();
        model.setSelectedSegment(-1);
        QCOMPARE(changed.size(), 0);
        model.setGrounding(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.data(model.index(0), Qt::DisplayRole).isValid());
    }

    void handMadeGrounding()
    {
        // A resolved segment without partRanges (one base text) still has a display range; an
        // unresolved one has none and comes after in reading order.
        auto g = std::make_shared<Grounding>();
        Reference citation;
        citation.kind = Reference::Kind::Citation;
        citation.uri = u"https://licensed.example/x"_s;
        citation.license = u"CC-BY-4.0"_s;
        citation.publicationDate = u"2019-05"_s;
        Reference maps;
        maps.kind = Reference::Kind::Maps;
        maps.title = u"Café"_s;
        maps.placeId = u"places/abc"_s;
        maps.links = {ExtractedLink {u"Great"_s, u"https://maps.example/r1"_s}};
        Reference uncited;
        uncited.kind = Reference::Kind::Chunk;
        uncited.title = u"Unused"_s;
        uncited.relevanceScore = 0.25;
        g->references = {uncited, citation, maps};
        CitedSegment unresolved;
        unresolved.references = {2};
        CitedSegment one;
        one.status = CitationStatus::Resolved;
        one.utf16 = Utf16Range {3, 9};
        one.references = {1};
        g->citations = {unresolved, one};

        ReferenceListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setGrounding(g);
        QCOMPARE(model.groundingIndex().readingOrder(), (QVector<int> {1, 0}));
        QCOMPARE(g->citations.at(1).displayRanges(),
            (QVector<PartRange> {PartRange {0, Utf8Range {}, Utf16Range {3, 9}}}));
        QVERIFY(g->citations.at(0).displayRanges().isEmpty());
        QCOMPARE(roleAt(model, 0, ReferenceListModel::LicenseRole).toString(), u"CC-BY-4.0"_s);
        QCOMPARE(
            roleAt(model, 0, ReferenceListModel::PublicationDateRole).toString(), u"2019-05"_s);
        QCOMPARE(roleAt(model, 0, ReferenceListModel::TitleRole).toString(), u"licensed.example"_s);
        QCOMPARE(roleAt(model, 1, ReferenceListModel::PlaceIdRole).toString(), u"places/abc"_s);
        const QVariantList links = roleAt(model, 1, ReferenceListModel::LinksRole).toList();
        // The source nobody cites comes last.
        QVERIFY(!roleAt(model, 2, ReferenceListModel::CitedRole).toBool());
        QVERIFY(roleAt(model, 0, ReferenceListModel::CitedRole).toBool());
        QCOMPARE(roleAt(model, 2, Qt::DisplayRole).toString(), u"[3] Unused"_s);
        QCOMPARE(roleAt(model, 2, ReferenceListModel::RelevanceScoreRole).toDouble(), 0.25);
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().toMap().value(u"href"_s).toString(), u"https://maps.example/r1"_s);
        model.retranslate();
    }

    void indexDataIsShared()
    {
        // Every view of a message indexes its grounding: the index of a grounding is made once
        // and shared; another grounding, or one made after the first is gone, gets its own.
        const auto make = [](int segments) {
            auto g = std::make_shared<Grounding>();
            Reference r;
            r.kind = Reference::Kind::Web;
            g->references = {r, r};
            for (int i = 0; i < segments; ++i) {
                CitedSegment s;
                s.status = CitationStatus::Resolved;
                s.utf16 = Utf16Range {segments - i, segments - i + 1};
                s.references = {i % 2};
                g->citations.append(s);
            }
            return std::shared_ptr<const Grounding>(g);
        };
        auto first = make(1000);
        const GroundingIndex a(first);
        const GroundingIndex b(first);
        QCOMPARE(&a.readingOrder(), &b.readingOrder());
        QCOMPARE(a.readingOrder().size(), 1000);
        QCOMPARE(a.readingOrder().first(), 999); // by position: the last segment starts first
        QCOMPARE(a.segmentsOf(1).size(), 500);
        const GroundingIndex other(make(10));
        QVERIFY(&other.readingOrder() != &a.readingOrder());
        QCOMPARE(other.readingOrder().size(), 10);
        QCOMPARE(other.number(1), 1); // segment 9 (reference 1) comes first in the text

        first.reset(); // a and b keep the grounding
        QCOMPARE(a.grounding()->citations.size(), 1000);
        QCOMPARE(b.segmentsOf(0).size(), 500);
        std::shared_ptr<const Grounding> later = make(4);
        QCOMPARE(GroundingIndex(later).readingOrder(), (QVector<int> {3, 2, 1, 0}));
        const GroundingIndex none;
        QVERIFY(none.readingOrder().isEmpty());
        QCOMPARE(none.number(0), 0);
    }
};

QTEST_GUILESS_MAIN(TstReferenceListModel)
#include "tst_reference_list_model.moc"
