// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_tool_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Keys deliberately not in alphabetical order: the form keeps the schema's order.
const QByteArray kSchema = R"({
  "type": "object",
  "properties": {
    "message": {"type": "string", "description": "What to say"},
    "count": {"type": "integer", "minimum": 1, "maximum": 10, "default": 3},
    "ratio": {"type": "number", "exclusiveMaximum": 1},
    "loud": {"type": "boolean"},
    "dryRun": {"type": "boolean"},
    "mode": {"type": "string", "enum": ["fast", "slow"], "default": "slow"},
    "level": {"enum": [1, 2, 3]},
    "options": {
      "type": "object",
      "properties": {
        "limit": {"type": "integer"},
        "tags": {"type": "array", "items": {"type": "string"}}
      },
      "required": ["limit"]
    },
    "note": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional"},
    "target": {"$ref": "#/$defs/target"}
  },
  "required": ["message", "loud", "mode"]
})";

QJsonObject args(const McpToolForm &form)
{
    return QJsonDocument::fromJson(form.argumentsJson()).object();
}

template<typename W>
W *editor(const McpToolForm &form, const QString &path)
{
    return qobject_cast<W *>(form.editor(path));
}

} // namespace

class TstMcpToolForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void buildsEditorsFromTheSchema()
    {
        McpToolForm form;
        QVERIFY(form.setSchema(kSchema));
        QCOMPARE(form.fieldPaths(),
            QStringList({u"message"_s, u"count"_s, u"ratio"_s, u"loud"_s, u"dryRun"_s, u"mode"_s,
                u"level"_s, u"options"_s, u"options.limit"_s, u"options.tags"_s, u"note"_s,
                u"target"_s}));
        QVERIFY(editor<QLineEdit>(form, u"message"_s));
        QCOMPARE(editor<QLineEdit>(form, u"message"_s)->toolTip(), u"What to say"_s);
        QCOMPARE(editor<QLineEdit>(form, u"count"_s)->text(), u"3"_s); // the default
        QCOMPARE(editor<QLineEdit>(form, u"count"_s)->placeholderText(), u"1 – 10"_s);
        QVERIFY(editor<QCheckBox>(form, u"loud"_s)); // required boolean
        auto *dryRun = editor<QComboBox>(form, u"dryRun"_s); // optional: not set / true / false
        QVERIFY(dryRun);
        QCOMPARE(dryRun->count(), 3);
        QCOMPARE(dryRun->itemText(0), u"(not set)"_s);
        auto *mode = editor<QComboBox>(form, u"mode"_s);
        QVERIFY(mode);
        QCOMPARE(mode->count(), 2); // required: no "(not set)"
        QCOMPARE(mode->currentText(), u"slow"_s);
        auto *level = editor<QComboBox>(form, u"level"_s);
        QCOMPARE(level->count(), 4);
        QVERIFY(editor<QGroupBox>(form, u"options"_s));
        QVERIFY(editor<QLineEdit>(form, u"options.limit"_s));
        QVERIFY(editor<QPlainTextEdit>(form, u"options.tags"_s)); // arrays: JSON editor
        QVERIFY(editor<QLineEdit>(form, u"note"_s)); // nullable string collapsed
        QVERIFY(editor<QPlainTextEdit>(form, u"target"_s)); // $ref: JSON editor
    }

    void producesArguments()
    {
        McpToolForm form;
        form.setSchema(kSchema);
        QSignalSpy changed(&form, &McpToolForm::changed);
        // Required fields missing: message (loud and mode always have a value).
        QCOMPARE(form.problems(), QStringList({u"message: is required"_s}));
        QJsonObject a = args(form);
        QCOMPARE(a.value(u"count"_s).toInt(), 3);
        QCOMPARE(a.value(u"mode"_s).toString(), u"slow"_s);
        QCOMPARE(a.value(u"loud"_s).toBool(), false);
        QVERIFY(!a.contains(u"dryRun"_s));
        QVERIFY(!a.contains(u"options"_s)); // optional object left empty: left out
        QVERIFY(!a.contains(u"message"_s));

        editor<QLineEdit>(form, u"message"_s)->setText(u"こんにちは"_s);
        QVERIFY(changed.size() > 0);
        editor<QLineEdit>(form, u"ratio"_s)->setText(u"0.25"_s);
        editor<QCheckBox>(form, u"loud"_s)->setChecked(true);
        editor<QComboBox>(form, u"dryRun"_s)->setCurrentIndex(2); // false
        editor<QComboBox>(form, u"mode"_s)->setCurrentIndex(0);
        editor<QComboBox>(form, u"level"_s)->setCurrentIndex(2); // 2
        editor<QLineEdit>(form, u"options.limit"_s)->setText(u"5"_s);
        editor<QPlainTextEdit>(form, u"options.tags"_s)->setPlainText(u"[\"a\", \"b\"]"_s);
        editor<QPlainTextEdit>(form, u"target"_s)->setPlainText(u"{\"id\": 7}"_s);
        QVERIFY2(form.isValid(), qPrintable(form.problems().join(u'\n')));
        a = args(form);
        QCOMPARE(a.value(u"message"_s).toString(), u"こんにちは"_s);
        QCOMPARE(a.value(u"ratio"_s).toDouble(), 0.25);
        QCOMPARE(a.value(u"loud"_s).toBool(), true);
        QVERIFY(a.value(u"dryRun"_s).isBool());
        QCOMPARE(a.value(u"dryRun"_s).toBool(), false);
        QCOMPARE(a.value(u"mode"_s).toString(), u"fast"_s);
        QVERIFY(a.value(u"level"_s).isDouble());
        QCOMPARE(a.value(u"level"_s).toInt(), 2);
        const QJsonObject options = a.value(u"options"_s).toObject();
        QCOMPARE(options.value(u"limit"_s).toInt(), 5);
        QCOMPARE(options.value(u"tags"_s).toArray().size(), 2);
        QCOMPARE(a.value(u"target"_s).toObject().value(u"id"_s).toInt(), 7);
        QVERIFY(!a.contains(u"note"_s));
        // A large integer keeps every digit.
        editor<QLineEdit>(form, u"options.limit"_s)->setText(u"9007199254740993"_s);
        QVERIFY(form.argumentsJson().contains("9007199254740993"));
    }

    void flagsInvalidInput()
    {
        McpToolForm form;
        form.show();
        form.setSchema(kSchema);
        editor<QLineEdit>(form, u"message"_s)->setText(u"hi"_s);
        editor<QLineEdit>(form, u"count"_s)->setText(u"11"_s);
        editor<QLineEdit>(form, u"ratio"_s)->setText(u"1"_s);
        auto *tags = editor<QPlainTextEdit>(form, u"options.tags"_s);
        tags->setPlainText(u"[\"a\", "_s);
        const QStringList problems = form.problems();
        QVERIFY2(
            problems.contains(u"count: must be at most 10"_s), qPrintable(problems.join(u'|')));
        QVERIFY(problems.contains(u"ratio: must be less than 1"_s));
        // Only the tags were filled in the optional object: its required limit is now missing.
        QVERIFY(problems.contains(u"options.limit: is required"_s));
        bool jsonFlagged = false;
        for (const QString &p : problems)
            jsonFlagged = jsonFlagged || p.startsWith(u"options.tags: is not valid JSON"_s);
        QVERIFY2(jsonFlagged, qPrintable(problems.join(u'|')));
        // The invalid JSON editor shows its error next to it.
        bool shown = false;
        for (QLabel *label : form.findChildren<QLabel *>(u"fieldError"_s))
            shown = shown || (!label->isHidden() && label->text().contains(u"not valid JSON"_s));
        QVERIFY(shown);

        tags->setPlainText(u"{\"a\": 1}"_s); // valid JSON, but not an array
        QVERIFY(form.problems().contains(u"options.tags: must be a JSON array"_s));
        editor<QLineEdit>(form, u"count"_s)->setText(u"2.5"_s);
        QVERIFY(form.problems().contains(u"count: is not a whole number"_s));
        editor<QLineEdit>(form, u"ratio"_s)->setText(u"abc"_s);
        QVERIFY(form.problems().contains(u"ratio: is not a number"_s));
    }

    void schemaWithoutProperties()
    {
        McpToolForm form;
        QVERIFY(form.setSchema(R"({"type":"object"})"));
        QCOMPARE(form.fieldPaths(), QStringList({QString()}));
        auto *json = editor<QPlainTextEdit>(form, QString());
        QVERIFY(json);
        QCOMPARE(json->toPlainText(), u"{}"_s);
        QCOMPARE(form.argumentsJson(), QByteArray("{}"));
        json->setPlainText(u"{\"message\": \"hi\"}"_s);
        QVERIFY(form.isValid());
        QCOMPARE(args(form).value(u"message"_s).toString(), u"hi"_s);
        json->setPlainText(u"[1]"_s);
        QCOMPARE(form.problems(), QStringList({u"must be a JSON object"_s}));
        QCOMPARE(form.argumentsJson(), QByteArray("{}"));

        // Not a schema at all: still a usable JSON editor, and setSchema says so.
        QVERIFY(!form.setSchema("not json"));
        QVERIFY(editor<QPlainTextEdit>(form, QString()));
        form.clear();
        QVERIFY(form.fieldPaths().isEmpty());
    }

    void deepNestingFallsBackToJson()
    {
        QByteArray schema = R"({"type":"integer"})";
        for (int i = 0; i < 10; ++i)
            schema = R"({"type":"object","properties":{"n":)" + schema + "}}";
        McpToolForm form;
        QVERIFY(form.setSchema(schema));
        const QStringList paths = form.fieldPaths();
        QVERIFY(paths.size() < 10);
        QWidget *last = form.editor(paths.last());
        QVERIFY(qobject_cast<QPlainTextEdit *>(last));
        qobject_cast<QPlainTextEdit *>(last)->setPlainText(u"{\"n\": 1}"_s);
        QVERIFY2(form.isValid(), qPrintable(form.problems().join(u'|')));
        QVERIFY(form.argumentsJson().startsWith("{\"n\":{\"n\":"));
    }
};

QTEST_MAIN(TstMcpToolForm)
#include "tst_mcp_tool_form.moc"
