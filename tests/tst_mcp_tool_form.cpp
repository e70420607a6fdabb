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

    // A server's schema with $ref cycles and ten thousand properties: a bounded form, the rest
    // as one JSON object, nothing followed.
    void recursiveSchemaWithManyProperties()
    {
        // Written by hand to keep the source order: the two $ref properties first.
        QByteArray schema = R"({"type":"object","$defs":{"node":{"type":"object",)"
                            R"("properties":{"child":{"$ref":"#/$defs/node"}}}},"properties":{)"
                            R"("self":{"$ref":"#"},"tree":{"$ref":"#/$defs/node"})";
        QByteArray required = R"(["self","p00050")";
        for (int i = 0; i < 10000; ++i) {
            const QByteArray name = u"p%1"_s.arg(i, 5, 10, QLatin1Char('0')).toLatin1();
            schema += ",\"" + name + "\":{\"type\":\"string\"}";
            if (i % 1000 == 999)
                required += ",\"" + name + '"';
        }
        schema += "},\"required\":" + required + "]}";
        McpToolForm form;
        QVERIFY(form.setSchema(schema));
        const QStringList paths = form.fieldPaths();
        QCOMPARE(paths.size(), McpToolForm::kMaxFields + 1);
        QCOMPARE(paths.first(), u"self"_s);
        QCOMPARE(paths.last(), McpToolForm::restPath(QString()));
        QCOMPARE(form.findChildren<QLineEdit *>().size(), McpToolForm::kMaxFields - 2);
        // $ref, cyclic or not, is a JSON editor and is never followed.
        QVERIFY(editor<QPlainTextEdit>(form, u"self"_s));
        QVERIFY(editor<QPlainTextEdit>(form, u"tree"_s));
        auto *rest = editor<QPlainTextEdit>(form, McpToolForm::restPath(QString()));
        QVERIFY(rest);
        QVERIFY2(rest->toolTip().startsWith(u"p00098, p00099"_s), qPrintable(rest->toolTip()));
        const auto hints = form.findChildren<QLabel *>(u"toolFormRestHint"_s);
        QCOMPARE(hints.size(), 1);
        QVERIFY2(hints.first()->text().startsWith(u"9902 more argument"_s),
            qPrintable(hints.first()->text()));
        // Required properties behind the JSON editor are still required.
        editor<QPlainTextEdit>(form, u"self"_s)->setPlainText(u"{}"_s);
        QStringList problems = form.problems();
        QVERIFY2(problems.contains(u"p09999: is required"_s), qPrintable(problems.join(u'|')));
        QVERIFY(problems.contains(u"p00050: is required"_s));
        editor<QLineEdit>(form, u"p00050"_s)->setText(u"shown"_s);
        QVERIFY(!form.problems().contains(u"p00050: is required"_s));
        rest->setPlainText(u"not json"_s);
        QVERIFY2(form.problems().join(u'|').contains(u"…: is not valid JSON"_s),
            qPrintable(form.problems().join(u'|')));
        QStringList restValues;
        for (int i = 999; i < 10000; i += 1000)
            restValues << u"\"p%1\": \"v\""_s.arg(i, 5, 10, QLatin1Char('0'));
        rest->setPlainText(u"{"_s + restValues.join(u", "_s) + u", \"p09000\": 7}"_s);
        QVERIFY2(form.isValid(), qPrintable(form.problems().join(u'|')));
        const QJsonObject args = QJsonDocument::fromJson(form.argumentsJson()).object();
        QCOMPARE(args.value(u"p09999"_s).toString(), u"v"_s);
        QCOMPARE(args.value(u"p09000"_s).toInt(), 7);
        QCOMPARE(args.value(u"p00050"_s).toString(), u"shown"_s);
        QCOMPARE(args.value(u"self"_s).toObject(), QJsonObject());
        QCOMPARE(args.size(), 1 + 1 + 10 + 1); // self, p00050, the ten in the rest, p09000
    }

    // Names and descriptions come from a server: never rich text, never loaded.
    void serverTextIsPlain()
    {
        const QString markup = u"<img src=/dev/zero> <b>bold</b>"_s;
        QJsonObject schema {{u"type"_s, u"object"_s},
            {u"properties"_s,
                QJsonObject {
                    {u"<b>name</b>"_s,
                        QJsonObject {{u"type"_s, u"string"_s}, {u"description"_s, markup}}},
                    {u"<i>group</i>"_s,
                        QJsonObject {{u"type"_s, u"object"_s}, {u"description"_s, markup},
                            {u"properties"_s,
                                QJsonObject {{u"<u>inner</u>"_s,
                                    QJsonObject {{u"type"_s, u"integer"_s},
                                        {u"description"_s, markup}}}}}}}}},
            {u"required"_s, QJsonArray {u"<b>name</b>"_s}}};
        QJsonObject properties = schema.value(u"properties"_s).toObject();
        const QString longName(5000, u'n');
        properties.insert(longName, QJsonObject {{u"type"_s, u"string"_s}});
        schema.insert(u"properties"_s, properties);
        McpToolForm form;
        form.show();
        QVERIFY(form.setSchema(QJsonDocument(schema).toJson(QJsonDocument::Compact)));
        bool sawName = false;
        for (QLabel *label : form.findChildren<QLabel *>()) {
            QCOMPARE(label->textFormat(), Qt::PlainText);
            if (label->text() == u"<b>name</b> *"_s) {
                sawName = true;
                QVERIFY2(label->toolTip().contains(u"&lt;img"_s), qPrintable(label->toolTip()));
            }
        }
        QVERIFY(sawName);
        // A very long name is cut on screen and given in full in the tool tip.
        QLabel *cut = nullptr;
        for (QLabel *label : form.findChildren<QLabel *>())
            if (label->text().startsWith(u"nnnn"_s))
                cut = label;
        QVERIFY(cut);
        QCOMPARE(cut->text(), QString(60, u'n') + u"…"_s);
        QCOMPARE(cut->toolTip(), longName);
        QVERIFY(form.editor(longName));
        QWidget *field = form.editor(u"<b>name</b>"_s);
        QVERIFY(field && field->toolTip().contains(u"&lt;img src=/dev/zero&gt;"_s));
        QVERIFY(!field->toolTip().contains(u"<img"_s));
        auto *group = form.findChild<QGroupBox *>();
        QVERIFY(group && group->title() == u"<i>group</i>"_s);
        QVERIFY(!group->toolTip().contains(u"<img"_s));
        editor<QLineEdit>(form, u"<i>group</i>.<u>inner</u>"_s)->setText(u"x"_s);
        const QStringList problems = form.problems();
        QVERIFY2(problems.contains(u"<i>group</i>.<u>inner</u>: is not a whole number"_s),
            qPrintable(problems.join(u'|')));
    }
};

QTEST_MAIN(TstMcpToolForm)
#include "tst_mcp_tool_form.moc"
