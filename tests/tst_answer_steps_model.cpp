// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/answer_steps_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

AnswerSearchResult result(const QString &title, const QString &uri, QStringList snippets)
{
    AnswerSearchResult r;
    r.title = title;
    r.uri = uri;
    r.snippets = std::move(snippets);
    for (int i = 0; i < r.snippets.size(); ++i)
        r.snippetStatuses.append(u"SUCCESS"_s);
    return r;
}

// Two steps: the first searched twice (two results, then none), the second has no actions.
std::shared_ptr<AnswerDetails> answer()
{
    auto a = std::make_shared<AnswerDetails>();
    AnswerStep first;
    first.state = u"SUCCEEDED"_s;
    first.description = u"Buscar en el sitio.\nY en los manuales."_s;
    first.thought = u"Necesito el horario."_s;
    first.jsonPath = u"$.answer.steps[0]"_s;
    AnswerStepAction search;
    search.searchQuery = u"horario tienda"_s;
    search.results = {result(u"Horarios"_s, u"https://example.es/h"_s,
                          {u"Abrimos a las <b>9</b>&nbsp;h<script>x()</script>"_s}),
        result(QString(), u"gs://bucket/doc.pdf"_s, {})};
    search.results[1].chunkContents = {u"Cerrado los domingos."_s};
    search.results[1].structData.json = R"({"page":3})";
    AnswerStepAction empty;
    first.actions = {search, empty};
    AnswerStep second;
    second.state = u"FAILED"_s;
    a->steps = {first, second};
    return a;
}

} // namespace

class TstAnswerStepsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void treeShape()
    {
        AnswerStepsModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.rowCount(), 0);
        model.setAnswer(answer());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 2);
        const QModelIndex step = model.index(0, 0);
        QCOMPARE(model.rowCount(step), 2);
        const QModelIndex action = model.index(0, 0, step);
        QCOMPARE(model.rowCount(action), 2);
        QCOMPARE(model.rowCount(model.index(1, 0, step)), 0);
        QCOMPARE(model.rowCount(model.index(1, 0)), 0);
        const QModelIndex res = model.index(0, 0, action);
        QCOMPARE(model.rowCount(res), 0);
        QCOMPARE(model.parent(res), action);
        QCOMPARE(model.parent(action), step);
        QVERIFY(!model.parent(step).isValid());
        // Column 1 has no children.
        QCOMPARE(model.rowCount(model.index(0, 1)), 0);
        model.setAnswer(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void stepRoles()
    {
        AnswerStepsModel model;
        model.setAnswer(answer());
        const QModelIndex step = model.index(0, 0);
        QCOMPARE(step.data(AnswerStepsModel::KindRole).toInt(), int(AnswerStepsModel::Kind::Step));
        QCOMPARE(step.data().toString(), u"Step 1: Buscar en el sitio. …"_s);
        QCOMPARE(model.index(0, 1).data().toString(), u"Succeeded"_s);
        QCOMPARE(model.index(1, 1).data().toString(), u"Failed"_s);
        QCOMPARE(model.index(1, 0).data().toString(), u"Step 2"_s);
        QCOMPARE(step.data(AnswerStepsModel::StateRole).toString(), u"SUCCEEDED"_s);
        QCOMPARE(step.data(AnswerStepsModel::ThoughtRole).toString(), u"Necesito el horario."_s);
        QCOMPARE(step.data(AnswerStepsModel::DescriptionRole).toString(),
            u"Buscar en el sitio.\nY en los manuales."_s);
        QCOMPARE(step.data(AnswerStepsModel::JsonPathRole).toString(), u"$.answer.steps[0]"_s);
        QCOMPARE(AnswerStepsModel::stateText(u"IN_PROGRESS"_s), u"In progress"_s);
        QCOMPARE(AnswerStepsModel::stateText(QString()), u"Not specified"_s);
        QCOMPARE(AnswerStepsModel::stateText(u"WEIRD_7"_s), u"WEIRD_7"_s);
    }

    void actionAndResultRoles()
    {
        AnswerStepsModel model;
        model.setAnswer(answer());
        const QModelIndex step = model.index(0, 0);
        const QModelIndex action = model.index(0, 0, step);
        QCOMPARE(action.data().toString(), u"Search: horario tienda"_s);
        QCOMPARE(model.index(0, 1, step).data().toString(), u"2 result(s)"_s);
        QCOMPARE(action.data(AnswerStepsModel::ResultCountRole).toInt(), 2);
        QCOMPARE(model.index(1, 0, step).data().toString(), u"Action without a search query"_s);

        const QModelIndex first = model.index(0, 0, action);
        QCOMPARE(first.data().toString(), u"Horarios"_s);
        QCOMPARE(model.index(0, 1, action).data().toString(), u"example.es"_s);
        QCOMPARE(first.data(AnswerStepsModel::StepNumberRole).toInt(), 1);
        QCOMPARE(first.data(AnswerStepsModel::UriRole).toString(), u"https://example.es/h"_s);
        QCOMPARE(first.data(AnswerStepsModel::SnippetsHtmlRole).toStringList(),
            QStringList {u"Abrimos a las <b>9</b>\u00a0h"_s});
        QCOMPARE(first.data(AnswerStepsModel::SnippetsTextRole).toStringList(),
            QStringList {u"Abrimos a las 9 h"_s});
        QCOMPARE(first.data(AnswerStepsModel::SnippetStatusesRole).toStringList(),
            QStringList {u"SUCCESS"_s});

        const QModelIndex second = model.index(1, 0, action);
        QCOMPARE(second.data().toString(), u"gs://bucket/doc.pdf"_s); // no title: the URI
        QCOMPARE(second.data(AnswerStepsModel::ChunkContentsRole).toStringList(),
            QStringList {u"Cerrado los domingos."_s});
        QCOMPARE(second.data(AnswerStepsModel::StructDataRole).toString(), u"{\"page\":3}"_s);
        QVERIFY(second.data(AnswerStepsModel::SnippetsHtmlRole).toStringList().isEmpty());
    }

    void retranslateEmitsChanges()
    {
        AnswerStepsModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setAnswer(answer());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.retranslate();
        QCOMPARE(headers.count(), 1);
        QCOMPARE(changed.count(), 3); // top level, step 1's actions, the first action's results
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"Step"_s);
    }

    void hugeAnswerStaysConsistent()
    {
        auto a = std::make_shared<AnswerDetails>();
        AnswerStep step;
        AnswerStepAction action;
        for (int i = 0; i < 200; ++i)
            action.results.append(result(u"r%1"_s.arg(i), QString(), {u"<b>x</b>"_s}));
        step.actions = {action, action};
        for (int i = 0; i < 20; ++i)
            a->steps.append(step);
        AnswerStepsModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setAnswer(a);
        QCOMPARE(model.rowCount(), 20);
        const QModelIndex last = model.index(199, 0, model.index(1, 0, model.index(19, 0)));
        QCOMPARE(last.data().toString(), u"r199"_s);
        QCOMPARE(last.data(AnswerStepsModel::StepNumberRole).toInt(), 20);
    }
};

QTEST_MAIN(TstAnswerStepsModel)
#include "tst_answer_steps_model.moc"
