// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QSet>
#include <QStringList>
#include <QWidget>
#include <memory>

struct JsonNode;
struct McpToolFormField;
class FormGrid;
class QLabel;
class QVBoxLayout;

/// A form for the arguments of an MCP tool, built from the tool's `inputSchema` (a JSON Schema
/// object): strings as line edits, numbers and integers with their range checked, booleans as
/// check boxes (optional ones as a not set / true / false choice), enums as combo boxes, nested
/// objects as group boxes, and arrays and anything else as a JSON editor that flags invalid
/// JSON. Defaults are filled in; required fields are marked. A server's schema is input: `$ref`
/// (a cycle included) is edited as JSON and never followed, objects deeper than kMaxDepth are
/// edited as JSON, and at most kMaxFields fields are built: the remaining properties of an
/// object go to one JSON editor (restPath()) whose members join that object. Names and
/// descriptions are shown as plain text (a long name cut, in full in the tool tip). Rows are
/// laid out by FormGrid (Qt 6.4's QFormLayout writes out of bounds beside hidden rows of
/// word-wrapped labels, and every field has a hidden error label). Owns its fields and widgets.
class McpToolForm : public QWidget
{
    Q_OBJECT
public:
    /// Nesting of object fields shown as group boxes; deeper objects are edited as JSON.
    static constexpr int kMaxDepth = 6;
    /// Fields built for one schema (group boxes count); the rest are edited as JSON.
    static constexpr int kMaxFields = 100;

    explicit McpToolForm(QWidget *parent = nullptr);
    ~McpToolForm() override;

    /// The path of the JSON editor that takes the properties of the object at `objectPath`
    /// ("" for the root) that are not shown as fields: "…" or "objectPath.…".
    static QString restPath(const QString &objectPath);

    /// Rebuilds the form for `inputSchemaJson`. A schema without properties (or one that is not
    /// a JSON object) gets one JSON editor for the whole arguments object. Returns false when
    /// the schema is not a JSON object.
    bool setSchema(const QByteArray &inputSchemaJson);
    /// Removes every field.
    void clear();

    /// The arguments object as compact JSON; empty optional fields are left out.
    QByteArray argumentsJson() const;
    /// What keeps the arguments from being sent, translated, one line each ("count: must be at
    /// most 10", "message: is required"); empty when the form is fine.
    QStringList problems() const;
    bool isValid() const { return problems().isEmpty(); }

    /// The editor of the field at `path` (property names joined by '.'; "" for the JSON editor
    /// of a schema without properties), or nullptr.
    QWidget *editor(const QString &path) const;
    /// Every field path, depth first ("" when the whole object is one JSON editor).
    QStringList fieldPaths() const;

Q_SIGNALS:
    /// The user changed a value.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void build(McpToolFormField &field, FormGrid *layout, int depth);
    void addRest(McpToolFormField &parent, FormGrid *layout, const QStringList &names,
        const QSet<QString> &required);
    QWidget *createEditor(McpToolFormField &field, int depth);
    QLabel *createLabel(const McpToolFormField &field) const;
    void fill(McpToolFormField &field);
    void onEdited();
    void retranslate();

    std::shared_ptr<JsonNode> m_schemaTree; ///< the schema in source key order
    std::unique_ptr<McpToolFormField> m_root;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_body = nullptr;
    QLabel *m_empty = nullptr;
    int m_fieldsLeft = 0; ///< of kMaxFields, while building
};
