// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_tool_form_field.h"

#include "json/json_node.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

QString firstType(const QJsonValue &type)
{
    if (type.isString())
        return type.toString();
    for (const QJsonValue &t : type.toArray())
        if (t.toString() != u"null"_s)
            return t.toString();
    return QString();
}

bool isNullSchema(const QJsonValue &v)
{
    return v.toObject().value(u"type"_s).toString() == u"null"_s;
}

std::optional<double> bound(const QJsonObject &schema, const QString &key)
{
    const QJsonValue v = schema.value(key);
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

// The range problem of a number, "" when within.
QString rangeProblem(const QJsonObject &schema, double value)
{
    const auto min = bound(schema, u"minimum"_s);
    const auto max = bound(schema, u"maximum"_s);
    const auto exMin = bound(schema, u"exclusiveMinimum"_s);
    const auto exMax = bound(schema, u"exclusiveMaximum"_s);
    if (min && value < *min)
        //: tool form: a number below the schema minimum; %1 the minimum
        return QCoreApplication::translate("McpToolForm", "must be at least %1").arg(*min);
    if (max && value > *max)
        //: tool form: a number above the schema maximum; %1 the maximum
        return QCoreApplication::translate("McpToolForm", "must be at most %1").arg(*max);
    if (exMin && value <= *exMin)
        //: tool form: %1 the exclusive minimum
        return QCoreApplication::translate("McpToolForm", "must be more than %1").arg(*exMin);
    if (exMax && value >= *exMax)
        //: tool form: %1 the exclusive maximum
        return QCoreApplication::translate("McpToolForm", "must be less than %1").arg(*exMax);
    return QString();
}

} // namespace

QJsonObject McpToolFormField::collapse(const QJsonObject &schema)
{
    for (const QString &key : {u"anyOf"_s, u"oneOf"_s}) {
        const QJsonArray options = schema.value(key).toArray();
        if (options.size() != 2)
            continue;
        const bool firstNull = isNullSchema(options.at(0));
        const bool secondNull = isNullSchema(options.at(1));
        if (firstNull == secondNull)
            continue;
        QJsonObject inner = options.at(firstNull ? 1 : 0).toObject();
        for (auto it = schema.begin(); it != schema.end(); ++it)
            if (it.key() != key && !inner.contains(it.key()))
                inner.insert(it.key(), it.value()); // description, default, title
        return inner;
    }
    return schema;
}

namespace {

const JsonNode *member(const JsonNode *node, const QString &key)
{
    if (!node || node->type != JsonNode::Type::Object)
        return nullptr;
    for (const auto &child : node->children)
        if (child->key == key)
            return child.get();
    return nullptr;
}

bool isNullNode(const JsonNode *node)
{
    const JsonNode *type = member(node, u"type"_s);
    return type && type->type == JsonNode::Type::String && type->scalar == u"null"_s;
}

} // namespace

const JsonNode *McpToolFormField::collapse(const JsonNode *node)
{
    for (const QString &key : {u"anyOf"_s, u"oneOf"_s}) {
        const JsonNode *options = member(node, key);
        if (!options || options->type != JsonNode::Type::Array || options->children.size() != 2)
            continue;
        const bool firstNull = isNullNode(options->children.at(0).get());
        if (firstNull != isNullNode(options->children.at(1).get()))
            return options->children.at(firstNull ? 1 : 0).get();
    }
    return node;
}

QStringList McpToolFormField::propertyOrder(const JsonNode *node, const QJsonObject &properties)
{
    QStringList order;
    QSet<QString> seen; // a schema can list thousands of properties: no quadratic search
    if (const JsonNode *props = member(node, u"properties"_s)) {
        for (const auto &child : props->children)
            if (properties.contains(child->key) && !seen.contains(child->key)) {
                seen.insert(child->key);
                order << child->key;
            }
    }
    for (auto it = properties.begin(); it != properties.end(); ++it)
        if (!seen.contains(it.key()))
            order << it.key();
    return order;
}

McpToolFormField::Kind McpToolFormField::kindOf(
    const QJsonObject &schema, QJsonArray *enumValues, QString *jsonType)
{
    jsonType->clear();
    if (schema.contains(u"enum"_s) && !schema.value(u"enum"_s).toArray().isEmpty()) {
        *enumValues = schema.value(u"enum"_s).toArray();
        return Kind::Enum;
    }
    if (schema.contains(u"const"_s)) {
        *enumValues = QJsonArray {schema.value(u"const"_s)};
        return Kind::Enum;
    }
    const QJsonArray oneOf = schema.value(u"oneOf"_s).toArray();
    if (!oneOf.isEmpty()) {
        QJsonArray consts;
        for (const QJsonValue &option : oneOf)
            if (option.toObject().contains(u"const"_s))
                consts.append(option.toObject().value(u"const"_s));
        if (consts.size() == oneOf.size()) {
            *enumValues = consts;
            return Kind::Enum;
        }
    }
    if (schema.contains(u"$ref"_s) || schema.contains(u"anyOf"_s) || schema.contains(u"oneOf"_s)
        || schema.contains(u"allOf"_s))
        return Kind::Json;
    QString type = firstType(schema.value(u"type"_s));
    if (type.isEmpty() && schema.contains(u"properties"_s))
        type = u"object"_s;
    if (type == u"string"_s)
        return Kind::String;
    if (type == u"number"_s)
        return Kind::Number;
    if (type == u"integer"_s)
        return Kind::Integer;
    if (type == u"boolean"_s)
        return Kind::Boolean;
    if (type == u"object"_s) {
        if (!schema.value(u"properties"_s).toObject().isEmpty())
            return Kind::Object;
        *jsonType = u"object"_s; // free-form object: edited as JSON
        return Kind::Json;
    }
    if (type == u"array"_s)
        *jsonType = u"array"_s;
    return Kind::Json;
}

bool McpToolFormField::isEmpty() const
{
    switch (kind) {
    case Kind::String:
    case Kind::Number:
    case Kind::Integer:
        return static_cast<QLineEdit *>(editor)->text().isEmpty();
    case Kind::Boolean:
        if (auto *box = qobject_cast<QComboBox *>(editor))
            return box->currentIndex() <= 0;
        return false; // a required boolean always has a value
    case Kind::Enum:
        return static_cast<QComboBox *>(editor)->currentData().toString().isEmpty();
    case Kind::Json:
        return static_cast<QPlainTextEdit *>(editor)->toPlainText().trimmed().isEmpty();
    case Kind::Object:
        for (const auto &child : children)
            if (!child->isEmpty())
                return false;
        return true;
    }
    return true;
}

QString McpToolFormField::labelled(const QString &problem) const
{
    //: tool form problem list: %1 the argument (e.g. options.limit), %2 what is wrong
    return path.isEmpty() ? problem
                          : QCoreApplication::translate("McpToolForm", "%1: %2").arg(path, problem);
}

QString McpToolFormField::contentProblem() const
{
    if (isEmpty())
        return QString();
    if (kind == Kind::Integer || kind == Kind::Number) {
        const QString text = static_cast<QLineEdit *>(editor)->text().trimmed();
        bool ok = false;
        double number = 0;
        if (kind == Kind::Integer) {
            const qint64 integer = text.toLongLong(&ok);
            number = double(integer);
            if (!ok)
                //: tool form: the text of an integer field is not a whole number
                return QCoreApplication::translate("McpToolForm", "is not a whole number");
        } else {
            number = text.toDouble(&ok);
            if (!ok || !qIsFinite(number))
                //: tool form: the text of a number field is not a number
                return QCoreApplication::translate("McpToolForm", "is not a number");
        }
        return rangeProblem(schema, number);
    }
    if (kind == Kind::Json) {
        const QByteArray text
            = static_cast<QPlainTextEdit *>(editor)->toPlainText().trimmed().toUtf8();
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]", &error);
        if (error.error != QJsonParseError::NoError || doc.array().size() != 1)
            //: tool form: the JSON editor holds invalid JSON; %1 the parser's reason
            return QCoreApplication::translate("McpToolForm", "is not valid JSON (%1)")
                .arg(error.error != QJsonParseError::NoError
                        ? error.errorString()
                        : QCoreApplication::translate("McpToolForm", "more than one value"));
        const QJsonValue v = doc.array().at(0);
        if (expectedJsonType == u"array"_s && !v.isArray())
            //: tool form: the JSON editor must hold a JSON array [...]
            return QCoreApplication::translate("McpToolForm", "must be a JSON array");
        if (expectedJsonType == u"object"_s && !v.isObject())
            //: tool form: the JSON editor must hold a JSON object {...}
            return QCoreApplication::translate("McpToolForm", "must be a JSON object");
    }
    return QString();
}

std::optional<QJsonValue> McpToolFormField::value(QStringList *problems, bool reportMissing) const
{
    if (kind == Kind::Object) {
        if (isEmpty() && !required)
            return std::nullopt;
        QJsonObject object;
        for (const auto &child : children) {
            const std::optional<QJsonValue> v = child->value(problems, true);
            if (child->rest) {
                const QJsonObject more = v ? v->toObject() : QJsonObject();
                for (auto it = more.begin(); it != more.end(); ++it)
                    if (!object.contains(it.key()))
                        object.insert(it.key(), it.value());
                for (const QString &name : child->restRequired)
                    if (!more.contains(name))
                        problems->append(
                            QCoreApplication::translate("McpToolForm", "%1: %2")
                                .arg(path.isEmpty() ? name : path + u'.' + name,
                                    QCoreApplication::translate("McpToolForm", "is required")));
            } else if (v) {
                object.insert(child->name, *v);
            }
        }
        return object;
    }
    if (isEmpty()) {
        if (required && reportMissing)
            //: tool form: a required argument was left empty
            problems->append(labelled(QCoreApplication::translate("McpToolForm", "is required")));
        return std::nullopt;
    }
    const QString problem = contentProblem();
    if (!problem.isEmpty()) {
        problems->append(labelled(problem));
        return std::nullopt;
    }
    switch (kind) {
    case Kind::String:
        return QJsonValue(static_cast<QLineEdit *>(editor)->text());
    case Kind::Integer:
        return QJsonValue(static_cast<QLineEdit *>(editor)->text().trimmed().toLongLong());
    case Kind::Number:
        return QJsonValue(static_cast<QLineEdit *>(editor)->text().trimmed().toDouble());
    case Kind::Boolean:
        if (auto *check = qobject_cast<QCheckBox *>(editor))
            return QJsonValue(check->isChecked());
        return QJsonValue(static_cast<QComboBox *>(editor)->currentData().toString() == u"true"_s);
    case Kind::Enum: {
        const QByteArray text = static_cast<QComboBox *>(editor)->currentData().toString().toUtf8();
        return QJsonDocument::fromJson("[" + text + "]").array().at(0);
    }
    case Kind::Json: {
        const QByteArray text
            = static_cast<QPlainTextEdit *>(editor)->toPlainText().trimmed().toUtf8();
        return QJsonDocument::fromJson("[" + text + "]").array().at(0);
    }
    case Kind::Object:
        break;
    }
    return std::nullopt;
}

QString McpToolFormField::jsonText(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}
