"""Print [{name, schema, how}] for a Python MCP server's tools: literal inputSchema dicts (f-strings kept with their
{placeholders}) and Model.model_json_schema() of its pydantic models (the model classes run under pydantic)."""
import ast
import enum
import json
import sys
import typing

import pydantic
from pydantic import AnyUrl, BaseModel, Field

src = open(sys.argv[1]).read()
tree = ast.parse(src)

class FStrings(ast.NodeTransformer):
    def visit_JoinedStr(self, node):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{" + ast.unparse(v.value) + "}" for v in node.values)
        return ast.copy_location(ast.Constant(text), node)

ns = {"BaseModel": BaseModel, "Field": Field, "AnyUrl": AnyUrl, "Enum": enum.Enum, "Optional": typing.Optional,
      "Annotated": typing.Annotated, "Literal": typing.Literal, "List": list, "Tuple": tuple,
      "Sequence": typing.Sequence, "Union": typing.Union}
for node in tree.body:  # constants and classes, in order; anything that fails is left out
    if isinstance(node, (ast.ClassDef, ast.Assign)):
        try:
            exec(compile(ast.Module([node], []), "<server>", "exec"), ns)
        except Exception:
            pass

def name_of(expr):
    if isinstance(expr, ast.Constant):
        return expr.value
    try:
        return eval(compile(ast.Expression(expr), "<name>", "eval"), ns)
    except Exception:
        return ast.unparse(expr)

out = []
for node in ast.walk(tree):
    if isinstance(node, ast.Call) and any(k.arg == "inputSchema" for k in node.keywords):
        kw = {k.arg: k.value for k in node.keywords}
        name = name_of(kw.get("name")) if "name" in kw else None
        value = kw["inputSchema"]
        try:
            schema = ast.literal_eval(FStrings().visit(value))
            out.append({"name": name, "schema": schema, "how": "the inputSchema dict literal (f-string fields kept as written)"})
        except Exception:
            if isinstance(value, ast.Call) and ast.unparse(value.func).endswith(".model_json_schema"):
                model = ast.unparse(value.func).rsplit(".", 1)[0]
                try:
                    out.append({"name": name, "schema": ns[model].model_json_schema(),
                                "how": f"{model}.model_json_schema() (pydantic {pydantic.VERSION})"})
                except Exception as e:
                    out.append({"name": name, "error": repr(e)})
            else:
                out.append({"name": name, "error": ast.unparse(value)[:60]})
print(json.dumps(out))
