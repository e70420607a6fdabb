// SPDX-License-Identifier: GPL-2.0-or-later
// EvaluationModel (models/items) over the evaluation fixtures: the case → turn → rows tree, the
// aligned tool calls, scores, thresholds and recorded statuses, under QAbstractItemModelTester.
#include "genai_checks.h"
#include "items/evaluation_model.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace genaitest;
using Kind = EvaluationModel::RowKind;

namespace {

QVector<std::shared_ptr<const Conversation>> conversations(Document &doc, const char *name)
{
    QVector<std::shared_ptr<const Conversation>> out;
    if (!open(doc, fixture("eval/") + QString::fromLatin1(name)))
        return out;
    for (int i = 0; i < doc.conversationCount(); ++i)
        out.append(doc.conversation(i));
    return out;
}

// The first child of `parent` of kind `kind`, from row `from`.
QModelIndex childOf(const QAbstractItemModel &m, const QModelIndex &parent, Kind kind, int from = 0)
{
    for (int r = from; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(EvaluationModel::KindRole).toInt() == int(kind))
            return i;
    }
    return QModelIndex();
}

bool hasTrajectoryStatus(
    const QAbstractItemModel &m, const QModelIndex &turn, TrajectoryRow::Status status)
{
    for (int r = 0; r < m.rowCount(turn); ++r) {
        const QVariant s = m.index(r, 0, turn).data(EvaluationModel::TrajectoryStatusRole);
        if (s.isValid() && s.toInt() == int(status))
            return true;
    }
    return false;
}

QString cell(const QModelIndex &i, int column)
{
    return i.siblingAtColumn(column).data().toString();
}

} // namespace

class TstEvaluationModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void adkResultTree()
    {
        Document doc;
        EvaluationModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConversations(
            conversations(doc, "concierge_reservas_1772445307.81.evalset_result.json"));
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex mismatch = model.index(0, 0);
        QCOMPARE(mismatch.data().toString(), u"cambio_fecha"_s);
        QCOMPARE(mismatch.data(EvaluationModel::StatusIdRole).toString(), u"fail"_s);
        QCOMPARE(cell(mismatch, EvaluationModel::StatusColumn), u"✗ Fail"_s);
        // Case metrics first, then the invocation.
        const QModelIndex metric = childOf(model, mismatch, Kind::Metric);
        QCOMPARE(metric.data().toString(), u"tool_trajectory_avg_score"_s);
        QCOMPARE(metric.data(EvaluationModel::ScoreRole).toDouble(), 0.0);
        QCOMPARE(cell(metric, EvaluationModel::ScoreColumn), u"0"_s);
        QCOMPARE(cell(metric, EvaluationModel::ThresholdColumn), u"1"_s);
        const QModelIndex turn = childOf(model, mismatch, Kind::Turn);
        QCOMPARE(turn.data().toString(), u"Invocation 1 of 1"_s);
        QCOMPARE(cell(childOf(model, turn, Kind::UserInput), EvaluationModel::ActualColumn),
            u"Quiero cambiar mi reserva KY-1 al 21 de marzo"_s);
        // The second call: same tool, another date.
        const QModelIndex first = childOf(model, turn, Kind::ToolCall);
        const QModelIndex second = childOf(model, turn, Kind::ToolCall, first.row() + 1);
        QCOMPARE(second.data().toString(), u"change_date"_s);
        QCOMPARE(second.data(EvaluationModel::TrajectoryStatusRole).toInt(),
            int(TrajectoryRow::Status::ArgsDiffer));
        QCOMPARE(
            second.data(EvaluationModel::ChangedKeysRole).toStringList(), QStringList({u"date"_s}));
        QVERIFY(cell(second, EvaluationModel::ExpectedColumn).contains(u"2026-03-21"_s));
        QVERIFY(cell(second, EvaluationModel::ActualColumn).contains(u"2026-03-22"_s));
        QCOMPARE(cell(second, EvaluationModel::StatusColumn), u"arguments differ"_s);
        const QModelIndex response = childOf(model, turn, Kind::Response);
        QCOMPARE(cell(response, EvaluationModel::ExpectedColumn),
            u"He cambiado su reserva KY-1 al 21 de marzo."_s);
        // Swapped calls are out of order; a null score is "—", not 0.
        const QModelIndex swappedTurn = childOf(model, model.index(1, 0), Kind::Turn);
        QVERIFY(hasTrajectoryStatus(model, swappedTurn, TrajectoryRow::Status::OutOfOrder));
        const QModelIndex judged
            = childOf(model, model.index(2, 0), Kind::Metric, 1); // final_response_match_v2
        QCOMPARE(judged.data().toString(), u"final_response_match_v2"_s);
        QVERIFY(!judged.data(EvaluationModel::ScoreRole).isValid());
        QCOMPARE(cell(judged, EvaluationModel::ScoreColumn), u"—"_s);
        QCOMPARE(cell(judged, EvaluationModel::StatusColumn), u"– Not evaluated"_s);
        QCOMPARE(cell(childOf(model, childOf(model, model.index(2, 0), Kind::Turn), Kind::Transfer),
                     EvaluationModel::ActualColumn),
            u"facturacion"_s);
    }

    void cesResultTree()
    {
        Document doc;
        EvaluationModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConversations(conversations(doc, "ces_golden_result_fail_ja.json"));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex result = model.index(0, 0);
        QCOMPARE(model.rowCount(result), 2); // no case metrics: two turns
        const QModelIndex turn = model.index(0, 0, result);
        QCOMPARE(turn.data().toString(), u"Turn 1"_s);
        const QModelIndex similarity = childOf(model, turn, Kind::Metric);
        QCOMPARE(similarity.data().toString(), u"semanticSimilarity"_s);
        QCOMPARE(cell(similarity, EvaluationModel::ScoreColumn), u"3 / 4 (Mostly Consistent)"_s);
        QCOMPARE(cell(similarity, EvaluationModel::ThresholdColumn), u"3 (default)"_s);
        QVERIFY(similarity.data(EvaluationModel::ThresholdIsDefaultRole).toBool());
        const QModelIndex expectation = childOf(model, turn, Kind::Expectation);
        QCOMPARE(expectation.data().toString(), u"空室確認"_s);
        QCOMPARE(cell(expectation, EvaluationModel::ScoreColumn), u"0.667"_s);
        QCOMPARE(expectation.siblingAtColumn(EvaluationModel::ScoreColumn)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .left(6),
            u"0.6666"_s);
        // A missing expected call: no actual side.
        const QModelIndex toolCalls = childOf(model, turn, Kind::ToolCall);
        QVERIFY(toolCalls.isValid());
        QVERIFY(hasTrajectoryStatus(model, turn, TrajectoryRow::Status::Missing));
        // Matched by resource although only the observed call has a display name.
        QCOMPARE(toolCalls.data().toString(), u"check_availability"_s);
        QCOMPARE(toolCalls.data(EvaluationModel::TrajectoryStatusRole).toInt(),
            int(TrajectoryRow::Status::ArgsDiffer));
        QCOMPARE(toolCalls.data(EvaluationModel::ChangedKeysRole).toStringList(),
            QStringList({u"roomType"_s}));
    }

    void summariesListTheirCasesAndResetsAreClean()
    {
        Document doubleEncoded;
        Document set;
        EvaluationModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConversations(
            conversations(doubleEncoded, "concierge_reservas_1772440000.5.evalset_result.json"));
        QCOMPARE(model.rowCount(), 3); // the three cases of the one conversation
        QCOMPARE(model.index(2, 0).data(EvaluationModel::ConversationRole).toInt(), 0);
        model.setConversations(conversations(set, "reservas.evalset.json"));
        QCOMPARE(model.rowCount(), 2);
        // A set's case has no recorded status.
        QVERIFY(!model.index(0, 0).data(EvaluationModel::StatusRole).isValid());
        model.setConversations({});
        QCOMPARE(model.rowCount(), 0);
        model.retranslate();
    }

    void scoreText()
    {
        QCOMPARE(EvaluationModel::scoreText(0.6999999), u"0.7"_s);
        QCOMPARE(EvaluationModel::scoreText(std::nullopt), u"—"_s);
        QCOMPARE(EvaluationModel::scoreText(-1.0), u"-1"_s);
    }
};

QTEST_GUILESS_MAIN(TstEvaluationModel)
#include "tst_evaluation_model.moc"
