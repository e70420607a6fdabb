// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QWidget>
#include <memory>

struct JsonNode;
struct McpToolFormField;
class QFormLayout;
class QLabel;
class QVBoxLayout;

/// A form for the arguments of an MCP tool, built from the tool's `inputSchema` (a JSON Schema
/// object): strings as line edits, numbers and integers with their range checked, booleans as
/// check boxes (optional ones as a not set / true / false choice), enums as combo boxes, nested
/// objects as group boxes, and arrays and anything else as a JSON editor that flags invalid
/// JSON. Defaults are filled in; required fields are marked. Owns its fields and widgets.
class McpToolForm : public QWidget
{
    Q_OBJECT
public:
    explicit McpToolForm(QWidget *parent = nullptr);
    ~McpToolForm() override;

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
    void build(McpToolFormField &field, QFormLayout *layout, int depth);
    QWidget *createEditor(McpToolFormField &field, int depth);
    QWidget *createLabel(const McpToolFormField &field) const;
    void fill(McpToolFormField &field);
    void onEdited();
    void retranslate();

    std::shared_ptr<JsonNode> m_schemaTree; ///< the schema in source key order
    std::unique_ptr<McpToolFormField> m_root;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_body = nullptr;
    QLabel *m_empty = nullptr;
};
