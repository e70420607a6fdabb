// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QWidget;
struct JsonNode;

/// One field of an McpToolForm: what its JSON Schema asks for (kind, required, range, enum
/// values), its editor widget and, for a nested object, its child fields. The form owns the
/// tree of fields; the widgets belong to the form's widget tree.
struct McpToolFormField {
    enum class Kind { String, Number, Integer, Boolean, Enum, Object, Json };

    QString name; ///< the property name ("" for the root)
    QString path; ///< property names joined by '.' ("" for the root)
    Kind kind = Kind::Json;
    bool required = false;
    QJsonObject schema;
    const JsonNode *schemaNode = nullptr; ///< the same schema in source key order (not owned)
    QJsonArray enumValues; ///< Enum: the allowed values in order
    QString expectedJsonType; ///< Json: "object", "array" or "" (anything)
    QWidget *editor = nullptr; ///< QLineEdit, QCheckBox, QComboBox, QPlainTextEdit or QGroupBox
    QLabel *error = nullptr; ///< shows what is wrong with the content; hidden when fine
    std::vector<std::unique_ptr<McpToolFormField>> children; ///< Object
    /// A JSON editor for the properties of the parent object that are not shown as fields
    /// (past the form's field budget): its object's members join the parent's value.
    bool rest = false;
    QStringList restRequired; ///< rest: required properties that must be in its object

    /// The kind a schema asks for: `type` (the first that is not "null"), `enum`/`const`, a
    /// nullable `anyOf`/`oneOf` collapsed to its other member, `oneOf` of consts as an enum;
    /// anything else (`$ref`, unions of objects, arrays) is edited as JSON.
    static Kind kindOf(const QJsonObject &schema, QJsonArray *enumValues, QString *jsonType);
    /// The schema with a nullable union collapsed (`anyOf: [T, {type: null}]` → T).
    static QJsonObject collapse(const QJsonObject &schema);

    /// A value as compact JSON text (a scalar alone: "1", "\"a\"").
    static QString jsonText(const QJsonValue &value);

    /// The node of a nullable union's non-null member (see collapse()); `node` otherwise.
    static const JsonNode *collapse(const JsonNode *node);
    /// The property names of an object schema in source order (`node` may be null).
    static QStringList propertyOrder(const JsonNode *node, const QJsonObject &properties);

    /// Whether the user left the field empty (an object: every child empty).
    bool isEmpty() const;
    /// The value to send; nullopt when empty. Appends translated problems (a missing required
    /// value only when `reportMissing`).
    std::optional<QJsonValue> value(QStringList *problems, bool reportMissing) const;
    /// What is wrong with the content as typed now ("" when fine or empty).
    QString contentProblem() const;
    /// "path: problem" for the problems list.
    QString labelled(const QString &problem) const;
};
